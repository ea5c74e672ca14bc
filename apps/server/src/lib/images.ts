import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuses decompression bombs: a small file that decodes to a huge bitmap. */
const MAX_INPUT_PIXELS = 25_000_000;

export interface ImageShape {
  /** Storage folder, also the URL segment under /uploads/. */
  folder: 'avatars' | 'covers' | 'question-media' | 'answer-files';
  width: number;
  height: number;
  /** `cover` crops to exactly width × height; `inside` keeps the aspect ratio within them. */
  fit: 'cover' | 'inside';
}

/**
 * The format is read from the bytes (sharp sniffs the magic numbers), never from the file name or the
 * client's content type. Re-encoding to WebP drops EXIF and every other metadata block (sharp keeps
 * none unless asked), after applying the EXIF orientation. Null when the bytes are not an accepted image.
 */
export async function reencodeImage(input: Buffer, shape: ImageShape): Promise<{ key: string; data: Buffer } | null> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return null;
    const data = await image
      .rotate()
      .resize(shape.width, shape.height, { fit: shape.fit, withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { key: `${shape.folder}/${randomUUID()}.webp`, data };
  } catch {
    return null;
  }
}
