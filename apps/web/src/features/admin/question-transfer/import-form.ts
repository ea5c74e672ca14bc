import type { ImportChoice } from './choose-file-step';

/**
 * The multipart body of `admin/questions/import/`. The text fields go before the file: a streaming multipart
 * reader has them by the time it reaches the file.
 */
export function importForm(choice: ImportChoice & { file: File }, dryRun: boolean): FormData {
  const body = new FormData();
  body.append('format', choice.format);
  if (choice.category) body.append('category', choice.category);
  body.append('dry_run', String(dryRun));
  body.append('file', choice.file);
  return body;
}
