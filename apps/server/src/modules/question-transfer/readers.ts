import type { ImportFormat } from '@mizan/contract/admin/question-transfer';
import { AppError } from '../../lib/app-error.js';
import { parseAiken } from '../question-import/aiken.js';
import { readCsv } from '../question-import/csv.js';
import { fromImported } from '../question-import/from-imported.js';
import { parseGift } from '../question-import/gift.js';
import type { ImportReport } from '../question-import/model.js';
import { parseMoodleXml } from '../question-import/moodle-xml.js';
import { readQti } from '../question-import/qti.js';
import type { TransferReport } from '../question-import/transfer.js';
import { readXlsx } from '../question-import/xlsx.js';

export type Reader = (file: Buffer) => TransferReport | Promise<TransferReport>;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Text formats are read as UTF-8 only: bytes that aren't (a Windows-1256 export, say) would come out as
 * replacement characters and mangle every Arabic word, so the file is refused with a message saying why.
 */
function textReader(parse: (text: string) => ImportReport): Reader {
  return (file) => {
    let text: string;
    try {
      text = strictUtf8.decode(file);
    } catch {
      throw new AppError(400, 'validation_error', 'admin-errors:import.not_utf8', { field: 'file' });
    }
    if (text.replace(/^\uFEFF/, '').trim() === '') {
      throw new AppError(400, 'validation_error', 'admin-errors:import.empty_file', { field: 'file' });
    }
    return fromImported(parse(text));
  };
}

/** Each format's reader (spreadsheets and QTI report an unreadable file as a problem at row 1 or the manifest). */
export const READERS: Record<ImportFormat, Reader> = {
  gift: textReader(parseGift),
  moodle_xml: textReader(parseMoodleXml),
  aiken: textReader(parseAiken),
  csv: readCsv,
  xlsx: (file) => readXlsx(file),
  qti: (file) => readQti(file),
};
