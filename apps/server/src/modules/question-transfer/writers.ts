import type { QuestionExportFormat } from '@mizan/contract/admin/question-transfer';
import type { QuestionInput } from '@mizan/contract/admin/questions';
import { giftCanWrite, writeGift } from '../question-import/gift-writer.js';
import { writeMoodleXml } from '../question-import/moodle-xml-writer.js';
import type { TransferQuestion } from '../question-import/transfer.js';

export interface Writer {
  write(questions: TransferQuestion[]): string | Buffer | Promise<Buffer>;
  contentType: string;
  extension: string;
  /** Questions the format can't hold are left out (and counted in the answer's `x-skipped-count`). */
  canWrite?: (q: QuestionInput) => boolean;
}

/** Each export format's writer; a format without one answers `format_not_available` (adding one is one line here). */
export const WRITERS: Partial<Record<QuestionExportFormat, Writer>> = {
  gift: { write: writeGift, contentType: 'text/plain; charset=utf-8', extension: 'gift.txt', canWrite: giftCanWrite },
  moodle_xml: { write: writeMoodleXml, contentType: 'application/xml; charset=utf-8', extension: 'xml' },
};
