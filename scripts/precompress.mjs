// Writes brotli (.br) and gzip (.gz) twins of the web build's text assets, which the server sends as they are
// (@fastify/static preCompressed): maximum compression once at build time, no compression work per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);
/** Below this a compressed response saves less than its headers cost. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Compresses every text asset under `dir`; answers the bytes before and after brotli, for the build log. */
export function precompress(dir) {
  let raw = 0;
  let br = 0;
  for (const file of files(dir)) {
    if (!TEXT.has(path.extname(file)) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
    raw += content.length;
    br += brotli.length;
  }
  return { raw, br };
}
