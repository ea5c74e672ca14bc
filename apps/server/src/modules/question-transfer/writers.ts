import type { QuestionExportFormat } from '@mizan/contract/admin/question-transfer';
import type { QuestionInput } from '@mizan/contract/admin/questions';
import { writeCsv } from '../question-import/csv.js';
import { giftCanWrite, writeGift } from '../question-import/gift-writer.js';
import { writeMoodleXml } from '../question-import/moodle-xml-writer.js';
import { type StoredFile, writeQti } from '../question-import/qti-writer.js';
import type { TransferQuestion } from '../question-import/transfer.js';
import { writeXlsx } from '../question-import/xlsx.js';

export interface Writer {
  /** `stored` reads the question images a format packages with the questions (QTI). */
  write(questions: TransferQuestion[], stored: StoredFile): string | Buffer | Promise<Buffer>;
  contentType: string;
  extension: string;
  /** Questions the format can't hold are left out (and counted in the answer's `x-skipped-count`). */
  canWrite?: (q: QuestionInput) => boolean;
}

/** Each export format's writer. */
export const WRITERS: Record<QuestionExportFormat, Writer> = {
  gift: { write: writeGift, contentType: 'text/plain; charset=utf-8', extension: 'gift.txt', canWrite: giftCanWrite },
  moodle_xml: { write: writeMoodleXml, contentType: 'application/xml; charset=utf-8', extension: 'xml' },
  csv: { write: writeCsv, contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: {
    write: (questions) => writeXlsx(questions),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  qti: { write: writeQti, contentType: 'application/zip', extension: 'qti.zip' },
};
