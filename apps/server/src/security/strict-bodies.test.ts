import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Operation {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Where an object schema lets unknown fields through: it names properties but no `additionalProperties: false`. */
function openObjects(schema: JsonSchema, at: string, resolve: (ref: string) => JsonSchema, seen = new Set<string>()): string[] {
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    seen.add(schema.$ref);
    return openObjects(resolve(schema.$ref), at, resolve, seen);
  }
  const found: string[] = [];
  if (schema.properties && schema.additionalProperties !== false) found.push(at || '(body)');
  for (const [name, child] of Object.entries(schema.properties ?? {})) found.push(...openObjects(child, `${at}.${name}`, resolve, seen));
  if (typeof schema.additionalProperties === 'object') found.push(...openObjects(schema.additionalProperties, `${at}.*`, resolve, seen));
  if (schema.items) found.push(...openObjects(schema.items, `${at}[]`, resolve, seen));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...openObjects(branch, at, resolve, seen));
  return found;
}

/**
 * Forms another system's browser posts, whose fields that system owns (LTI 1.3's login initiation and launch may
 * carry platform extensions such as `lti_storage_target`): loose on purpose, and only these.
 */
const FROM_OTHER_SYSTEMS = new Set(['POST /api/v1/lti/login/ (body)', 'POST /api/v1/lti/launch/ (body)']);

/** Request bodies are strict (DESIGN §4): an unknown field is a 400 naming it, never silently dropped. */
describe('request body schemas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuse unknown fields at every level, on every operation', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, JsonSchema> };
    };
    const resolve = (ref: string) => doc.components?.schemas?.[ref.split('/').pop()!] ?? {};
    const open = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) =>
        Object.values(op.requestBody?.content ?? {}).flatMap(({ schema }) =>
          openObjects(schema, '', resolve).map((where) => `${method.toUpperCase()} ${path} ${where}`),
        ),
      ),
    );
    expect([...new Set(open)].filter((where) => !FROM_OTHER_SYSTEMS.has(where))).toEqual([]);
  });
});
