import type { QuestionInput } from '@mizan/contract/admin/questions';
import { reencodeImage } from '../../lib/images.js';
import { mediaUrl } from '../catalogue/media.js';
import type { TransferQuestion } from '../question-import/transfer.js';

const PLUGINFILE_REF = /@@PLUGINFILE@@\/([^"'\s>]+)/g;
/** An image whose file wasn't embedded, or wasn't an image: removed rather than left broken. */
const UNRESOLVED_IMAGE = /<img\b[^>]*@@PLUGINFILE@@[^>]*>/gi;
/** A link to such a file (a PDF, a sound): its text is kept, the dead link is not. */
const UNRESOLVED_LINK = /<a\b[^>]*@@PLUGINFILE@@[^>]*>([\s\S]*?)<\/a>/gi;

/** Saves a stored file; absent on a dry run, which checks the files but keeps none. */
export type SaveFile = ((key: string, data: Buffer) => Promise<void>) | null;

function fileName(ref: string): string {
  try {
    return decodeURIComponent(ref);
  } catch {
    return ref;
  }
}

/**
 * Every rich text of a question, its feedback included (ordering and matching items are plain text: they hold no
 * images).
 */
export function mapRichTexts(q: QuestionInput, f: (html: string) => string): QuestionInput {
  const both = (t: { ar: string; en: string }) => ({ ar: f(t.ar), en: f(t.en) });
  const option = <T extends { text: { ar: string; en: string }; feedback?: { ar: string; en: string } | undefined }>(o: T): T => ({
    ...o,
    text: both(o.text),
    ...(o.feedback ? { feedback: both(o.feedback) } : {}),
  });
  const key = q.key?.type === 'multiple_response' ? { ...q.key, options: q.key.options.map(option) } : q.key;
  return {
    ...q,
    text: both(q.text),
    ...(q.general_feedback ? { general_feedback: both(q.general_feedback) } : {}),
    ...(q.options ? { options: q.options.map(option) } : {}),
    ...(key ? { key } : {}),
  };
}

/**
 * Moodle's embedded files become question media: each image re-encoded like a quiz cover and stored under
 * question-media/, its `@@PLUGINFILE@@/name` references pointed at the stored URL. Returns the names of files
 * that aren't images or aren't embedded at all; images showing them are removed, links to them unwrapped.
 */
export async function resolveMedia(q: TransferQuestion, save: SaveFile): Promise<{ question: QuestionInput; refused: string[] }> {
  const urls = new Map<string, string>();
  const refused: string[] = [];
  for (const file of q.media ?? []) {
    const image = await reencodeImage(Buffer.from(file.base64, 'base64'), {
      folder: 'question-media',
      width: 1600,
      height: 1600,
      fit: 'inside',
    });
    if (!image) {
      refused.push(file.name);
      continue;
    }
    await save?.(image.key, image.data);
    urls.set(file.name, mediaUrl(image.key) as string);
  }
  const question = mapRichTexts(q.question, (html) =>
    html
      .replace(PLUGINFILE_REF, (ref, name: string) => {
        const url = urls.get(fileName(name));
        if (!url && !refused.includes(fileName(name))) refused.push(fileName(name));
        return url ?? ref;
      })
      .replace(UNRESOLVED_IMAGE, '')
      .replace(UNRESOLVED_LINK, '$1'),
  );
  return { question, refused };
}
