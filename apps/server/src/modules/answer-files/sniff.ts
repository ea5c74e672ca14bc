import type { AnswerFileKind } from '@mizan/contract/question-types';
import { reencodeImage } from '../../lib/images.js';

export interface StoredAnswerFile {
  kind: AnswerFileKind;
  contentType: 'application/pdf' | 'image/webp';
  extension: 'pdf' | 'webp';
  key: string;
  data: Buffer;
}

const PDF_MAGIC = Buffer.from('%PDF-');
/** Large enough to read a photo of a written page; the re-encode never enlarges. */
const IMAGE_EDGE = 3000;

/**
 * What the bytes are, never what the name or the client's type claim: a PDF by its `%PDF-` header, kept as sent;
 * an image by sharp's sniffing, re-encoded (metadata dropped) exactly as avatars are. Null for anything else, or
 * a kind the question does not take.
 */
export async function sniffAnswerFile(data: Buffer, allowed: readonly AnswerFileKind[], id: string): Promise<StoredAnswerFile | null> {
  if (data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return allowed.includes('pdf')
      ? { kind: 'pdf', contentType: 'application/pdf', extension: 'pdf', key: `answer-files/${id}.pdf`, data }
      : null;
  }
  if (!allowed.includes('image')) return null;
  const image = await reencodeImage(data, { folder: 'answer-files', width: IMAGE_EDGE, height: IMAGE_EDGE, fit: 'inside' });
  if (!image) return null;
  return { kind: 'image', contentType: 'image/webp', extension: 'webp', key: `answer-files/${id}.webp`, data: image.data };
}
