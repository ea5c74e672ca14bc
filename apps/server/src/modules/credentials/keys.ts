import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';

export interface StoredKey {
  id: string;
  publicKeyMultibase: string;
  secretKeyMultibase: string;
}

/**
 * Secret halves of the signing keys, one file per key (mode 600) under DATA_DIR/credential-keys, like the JWT secret:
 * processes that share DATA_DIR sign with the same key. Files are never removed; rotation only adds one.
 */
export function keyFolder(dataDir: string) {
  const dir = path.join(dataDir, 'credential-keys');
  const file = (id: string) => path.join(dir, `${id.replace(/[^a-z0-9-]/gi, '')}.json`);
  return {
    async generate(): Promise<StoredKey> {
      const id = `${new Date().toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`;
      const pair = await Ed25519Multikey.generate({});
      const exported = await pair.export({ publicKey: true, secretKey: true });
      const key = { id, publicKeyMultibase: exported.publicKeyMultibase, secretKeyMultibase: exported.secretKeyMultibase ?? '' };
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      writeFileSync(file(id), JSON.stringify(key), { mode: 0o600 });
      return key;
    },
    read(id: string): StoredKey | undefined {
      if (!existsSync(file(id))) return undefined;
      return JSON.parse(readFileSync(file(id), 'utf8')) as StoredKey;
    },
  };
}
export type KeyFolder = ReturnType<typeof keyFolder>;
