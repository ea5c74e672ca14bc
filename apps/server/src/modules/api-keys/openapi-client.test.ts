import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

/** Type-checks `files` (name → source) in a fresh folder, strict, in one program; answers the diagnostics by file. */
function compile(files: Record<string, string>): Record<string, string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mizan-openapi-client-'));
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
  const program = ts.createProgram(
    Object.keys(files)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.join(dir, f)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      lib: ['lib.es2022.d.ts'],
    },
  );
  const byFile: Record<string, string[]> = {};
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const file = d.file ? path.basename(d.file.fileName) : '(global)';
    (byFile[file] ??= []).push(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }
  return byFile;
}

// A small integrator's client: list users with a key, and a typed webhook handler.
const CLIENT = `
import type { paths, webhooks } from './mizan';

// The integrator's runtime (a browser, Node) provides fetch; declared here so the check needs no DOM typings.
declare function fetch(url: string, init?: { headers?: Record<string, string> }): Promise<{ json(): Promise<unknown> }>;

type UserList = paths['/api/v1/admin/users/']['get']['responses']['200']['content']['application/json'];
type UserCreated = webhooks['user.created']['post']['requestBody']['content']['application/json'];
type Paid = webhooks['payment.paid']['post']['requestBody']['content']['application/json'];

export async function firstEmail(base: string, key: \`mzn_\${string}\`): Promise<string | undefined> {
  const res = await fetch(\`\${base}/api/v1/admin/users/?limit=1\`, { headers: { authorization: \`Bearer \${key}\` } });
  const body = (await res.json()) as UserList;
  return body.results[0]?.email;
}

export function onEvent(event: UserCreated | Paid): string {
  if (event.type === 'user.created') return event.data.email;
  return \`\${event.data.amount_halalas} \${event.data.currency}\`;
}
`;

describe('an API client generated from /api/docs with openapi-typescript', () => {
  let t: TestApp;
  let doc: Record<string, unknown> & {
    components: { securitySchemes: Record<string, unknown> };
    paths: Record<string, Record<string, { security?: unknown; 'x-api-key-scopes'?: string[] }>>;
    webhooks: Record<string, unknown>;
  };
  let types: string;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
    types = astToString(await openapiTS(doc as never));
  }, 60_000);
  afterAll(() => t.close());

  it('describes keys (a security scheme with scopes per operation) and every webhook payload', () => {
    expect(doc['openapi']).toBe('3.1.0');
    expect(doc.components.securitySchemes['apiKey']).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/v1/admin/users/']!['get']!['x-api-key-scopes']).toEqual(['users:read', 'users:write']);
    expect(doc.paths['/api/v1/admin/quizzes/']!['post']!['x-api-key-scopes']).toEqual(['quizzes:write']);
    expect(doc.paths['/api/v1/admin/settings/']!['get']!['x-api-key-scopes']).toBeUndefined();
    expect(Object.keys(doc.webhooks).sort()).toEqual([
      'certificate.issued',
      'payment.paid',
      'payment.refunded',
      'result.released',
      'trial.completed',
      'user.created',
    ]);
  });

  it('compiles a client against the generated types, and refuses one that misreads a payload', () => {
    const wrong = CLIENT.replace('return event.data.email;', 'return event.data.amount_halalas;');
    const diagnostics = compile({ 'mizan.ts': types, 'client.ts': CLIENT, 'wrong.ts': wrong });
    expect(diagnostics['client.ts'] ?? []).toEqual([]);
    expect(diagnostics['mizan.ts'] ?? []).toEqual([]);
    expect(diagnostics['wrong.ts']?.join('\n')).toMatch(/'amount_halalas' does not exist/);
  }, 120_000);
});
