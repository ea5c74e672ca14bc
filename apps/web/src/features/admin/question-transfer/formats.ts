import type { ImportFormat, QuestionExportFormat } from '@mizan/contract/admin/question-transfer';

/** Which format a file's extension names. Aiken has no extension of its own (plain .txt), so it is always chosen by hand. */
const BY_EXTENSION: Record<string, ImportFormat> = {
  gift: 'gift',
  txt: 'gift',
  xml: 'moodle_xml',
  csv: 'csv',
  xlsx: 'xlsx',
  zip: 'qti',
};

/** The file picker's `accept`: the extensions above. */
export const IMPORT_ACCEPT = Object.keys(BY_EXTENSION)
  .map((extension) => `.${extension}`)
  .join(',');

/**
 * The format a newly chosen file is read as: its extension's, except that a .txt stays Aiken when the operator
 * chose Aiken; an unknown extension keeps the current choice.
 */
export function detectFormat(fileName: string, current: ImportFormat): ImportFormat {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (extension === 'txt' && current === 'aiken') return current;
  return BY_EXTENSION[extension] ?? current;
}

/** Extensions of exported files; GIFT as .txt, the only extension Moodle's GIFT import accepts. */
export const EXPORT_EXTENSION: Record<QuestionExportFormat, string> = {
  gift: 'txt',
  moodle_xml: 'xml',
  csv: 'csv',
  xlsx: 'xlsx',
  qti: 'zip',
};
