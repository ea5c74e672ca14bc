type Node = Record<string, unknown>;

/**
 * Renames a parsed tree's elements by namespace instead of prefix: `<imscp:manifest xmlns:imscp="…">` and
 * `<manifest xmlns="…">` are the same element, so both become `manifest` when `known` accepts the namespace
 * (elements in no namespace too, as older tools write them). Elements of `extension` namespaces become
 * `alias:local` whatever prefix the file chose; any other namespace is kept apart as `{uri}local`, so a
 * foreign element never passes for a known one.
 */
export function byNamespace(
  tree: unknown,
  known: (uri: string) => boolean,
  extensions: Record<string, string> = {},
  scope: ReadonlyMap<string, string> = new Map(),
): unknown {
  if (typeof tree !== 'object' || tree === null) return tree;
  const out: Node = {};
  for (const [key, value] of Object.entries(tree as Node)) {
    if (key.startsWith('@_') || key === '#text' || !Array.isArray(value)) {
      out[key] = value;
      continue;
    }
    for (const child of value) {
      const inner = withDeclarations(scope, child);
      const colon = key.indexOf(':');
      const uri = inner.get(colon < 0 ? '' : key.slice(0, colon)) ?? '';
      const local = key.slice(colon + 1);
      const alias = Object.entries(extensions).find(([, ns]) => ns === uri)?.[0];
      const name = alias ? `${alias}:${local}` : known(uri) ? local : `{${uri}}${local}`;
      ((out[name] ??= []) as unknown[]).push(byNamespace(child, known, extensions, inner));
    }
  }
  return out;
}

/** The prefixes in scope inside an element: its parent's, plus its own `xmlns` declarations. */
function withDeclarations(scope: ReadonlyMap<string, string>, node: unknown): ReadonlyMap<string, string> {
  if (typeof node !== 'object' || node === null) return scope;
  const declared = Object.entries(node as Node).filter(([key]) => key === '@_xmlns' || key.startsWith('@_xmlns:'));
  if (declared.length === 0) return scope;
  const inner = new Map(scope);
  for (const [key, uri] of declared) inner.set(key === '@_xmlns' ? '' : key.slice('@_xmlns:'.length), String(uri));
  return inner;
}
