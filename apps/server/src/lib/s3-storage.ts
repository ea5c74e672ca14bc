import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { checkedStorageKey, type FileStorage } from './storage.js';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Ceph), so several app servers share them. Path-style
 * addressing (`endpoint/bucket/key`) works with every such store, virtual hosts need DNS per bucket. Requests are
 * signed with SigV4 by aws4fetch; nothing here logs a key or a signature.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/`;
  const url = (key: string) => base + checkedStorageKey(key).split('/').map(encodeURIComponent).join('/');
  const failed = async (what: string, res: Response) => {
    await res.body?.cancel();
    return new Error(`object store ${what} failed with HTTP ${res.status}`);
  };

  return {
    async put(key, data) {
      const res = await client.fetch(url(key), {
        method: 'PUT',
        body: data,
        headers: { 'content-type': 'application/octet-stream', 'content-length': String(data.length) },
      });
      if (!res.ok) throw await failed('put', res);
      await res.body?.cancel();
    },
    async putStream(key, data) {
      // S3 wants a PUT's length up front: the stream is spooled to a temporary file (never to memory) to learn it.
      const spool = path.join(tmpdir(), `mizan-upload-${randomUUID()}`);
      try {
        await pipeline(data, createWriteStream(spool));
        const { size } = await stat(spool);
        const res = await client.fetch(url(key), {
          method: 'PUT',
          body: Readable.toWeb(createReadStream(spool)) as ReadableStream,
          headers: { 'content-type': 'application/octet-stream', 'content-length': String(size) },
          duplex: 'half',
        } as RequestInit);
        if (!res.ok) throw await failed('put', res);
        await res.body?.cancel();
        return size;
      } finally {
        await rm(spool, { force: true });
      }
    },
    async read(key) {
      const res = await client.fetch(url(key), { method: 'GET' });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) throw await failed('read', res);
      const size = Number(res.headers.get('content-length'));
      return { stream: Readable.fromWeb(res.body as WebReadableStream), size };
    },
    async remove(key) {
      const res = await client.fetch(url(key), { method: 'DELETE' });
      // A missing object is already removed.
      if (!res.ok && res.status !== 404) throw await failed('remove', res);
      await res.body?.cancel();
    },
  };
}
