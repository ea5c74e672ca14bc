import JSZip from 'jszip';

/** A content package may inflate to this much in all, whatever its entries' headers claim. */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024;
export const MAX_ENTRIES = 5000;

export class PackageRefused extends Error {
  constructor(readonly key: 'import.unreadable_file' | 'import.zip_too_large') {
    super(key);
  }
}

/**
 * A zip read defensively: the entry count is checked on opening, and every entry read is inflated as a stream
 * whose bytes count against one budget for the whole package, so a zip bomb is stopped after at most
 * `maxBytes` (the sizes its headers declare are never trusted).
 */
export async function openPackage(file: Buffer, maxBytes = MAX_INFLATED_BYTES) {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(file, { checkCRC32: true });
  } catch {
    throw new PackageRefused('import.unreadable_file');
  }
  if (Object.keys(zip.files).length > MAX_ENTRIES) throw new PackageRefused('import.zip_too_large');
  let budget = maxBytes;
  /** The entry's bytes, or null when the package has no such file. */
  const bytes = async (path: string): Promise<Buffer | null> => {
    const entry = zip.file(path);
    if (!entry) return null;
    const chunks: Buffer[] = [];
    // jszip's stream (readable-stream 2) is not async-iterable: its events are read, and it stops on overflow.
    const stream = entry.nodeStream('nodebuffer');
    await new Promise<void>((resolve, reject) => {
      stream
        .on('data', (chunk: Buffer) => {
          budget -= chunk.length;
          if (budget < 0) {
            stream.pause();
            reject(new PackageRefused('import.zip_too_large'));
          } else chunks.push(chunk);
        })
        .on('error', () => reject(new PackageRefused('import.unreadable_file')))
        .on('end', () => resolve())
        .resume();
    });
    return Buffer.concat(chunks);
  };
  return {
    /** Every file entry's path (directories left out). */
    paths: () => Object.values(zip.files).flatMap((entry) => (entry.dir ? [] : [entry.name])),
    /** An image or other file beside the items. */
    bytes,
    /** The entry as UTF-8 text, or null when the package has no such file. */
    text: async (path: string): Promise<string | null> => (await bytes(path))?.toString('utf8') ?? null,
  };
}
