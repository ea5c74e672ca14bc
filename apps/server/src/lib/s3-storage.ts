import { Readable } from 'node:stream';
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
