const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const KEYWORD = 'openbadgecredential';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** An uncompressed iTXt chunk: keyword, no language tag, no translated keyword, UTF-8 text. */
function itxtChunk(keyword: string, text: string): Buffer {
  const data = Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0, 0, 0, 0, 0]), Buffer.from(text, 'utf8')]);
  const type = Buffer.from('iTXt', 'latin1');
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([head, type, data, crc]);
}

/**
 * Bakes an Open Badges 3.0 credential into a PNG (OB 3.0 §5.3.1: an `iTXt` chunk with keyword `openbadgecredential`
 * holding the credential JSON), placed just before IEND; a PNG already baked keeps only the new credential.
 */
export function bakePng(png: Buffer, credential: unknown): Buffer {
  if (png.length < 8 || !png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  const chunks: Buffer[] = [];
  let offset = 8;
  let iend: Buffer | undefined;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const end = offset + 12 + length;
    const type = png.toString('latin1', offset + 4, offset + 8);
    const chunk = png.subarray(offset, end);
    const keyword = type === 'iTXt' ? png.toString('latin1', offset + 8, offset + 8 + KEYWORD.length + 1) : '';
    if (type === 'IEND') iend = chunk;
    else if (keyword !== `${KEYWORD}\0`) chunks.push(chunk);
    offset = end;
  }
  if (!iend) throw new Error('PNG without IEND');
  return Buffer.concat([SIGNATURE, ...chunks, itxtChunk(KEYWORD, JSON.stringify(credential)), iend]);
}
