const BRACKETED = /^([^[\]]+)\[([^[\]]+)\]$/;

/**
 * Decodes an `application/x-www-form-urlencoded` body the way Moyasar's form posts it: `source[number]=…`
 * and `metadata[quiz]=…` become nested objects (one level is all the API uses).
 */
export function parseFormBody(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = BRACKETED.exec(key);
    if (!nested) {
      out[key] = value;
      continue;
    }
    const [, parent, child] = nested as unknown as [string, string, string];
    const holder = out[parent];
    const object =
      typeof holder === 'object' && holder !== null
        ? (holder as Record<string, unknown>)
        : (Object.create(null) as Record<string, unknown>);
    object[child] = value;
    out[parent] = object;
  }
  return out;
}
