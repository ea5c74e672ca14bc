import { saveObjectUrl } from '@/lib/download';
import type { Language } from '@mizan/contract/i18n';

const TEMPLATE: Record<Language, string[][]> = {
  ar: [
    ['الاسم', 'البريد الإلكتروني', 'الجوال', 'الفصل'],
    ['سارة أحمد', 'sara@example.com', '0501234567', '10-B'],
  ],
  en: [
    ['name', 'email', 'phone', 'class'],
    ['Sara Ahmed', 'sara@example.com', '0501234567', '10-B'],
  ],
};

/** A CSV to fill in, headed in the console's language, with a byte-order mark so spreadsheet programs read it as UTF-8. */
export function downloadRosterTemplate(lang: Language) {
  const text = `\uFEFF${TEMPLATE[lang].map((row) => row.join(',')).join('\r\n')}\r\n`;
  saveObjectUrl(
    URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' })),
    lang === 'ar' ? 'قالب-الطلاب.csv' : 'students-template.csv',
  );
}

/** The multipart body of `admin/users/import/`: the text field before the file, so a streaming reader has it first. */
export function rosterForm(file: File, dryRun: boolean): FormData {
  const body = new FormData();
  body.append('dry_run', String(dryRun));
  body.append('file', file);
  return body;
}
