import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded files live (DESIGN §2). Keys are server-generated: `<folder>/<name>.<ext>`. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Writes a stream (an upload) without holding it in memory; answers its size. A stream that fails (an upload cut
   * short or over its limit) leaves no file behind.
   */
  putStream(key: string, data: Readable): Promise<number>;
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
    async putStream(key, data) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      // Written beside the key and renamed once complete, so a reader never sees half a file.
      const partial = `${file(key)}.partial`;
      try {
        await pipeline(data, createWriteStream(partial, { mode: 0o644 }));
        await rename(partial, file(key));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return (await stat(file(key))).size;
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
