import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live (DESIGN §2). Keys are server-generated: `<folder>/<name>.<ext>`. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+\/[A-Za-z0-9-]+\.[a-z0-9]+$/;

/** The key when it has the server's shape; anything else (a path, `..`) is a bug, never a file. */
export function checkedStorageKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

/** The default: files under DATA_DIR/uploads. */
export function localDiskStorage(root: string): FileStorage {
  const file = (key: string) => path.join(root, checkedStorageKey(key));
  return {
    async put(key, data) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), data, { mode: 0o644 });
    },
    async read(key) {
      const found = await stat(file(key)).catch(() => null);
      return found?.isFile() ? { stream: createReadStream(file(key)), size: found.size } : null;
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
  };
}
