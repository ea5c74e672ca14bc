import type { ImportPreview } from '@mizan/contract/admin/question-transfer';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { plainText } from '../form/values';
import { placeInFile } from './place-in-file';
import { PreviewOptions } from './preview-options';

/** Enough to judge a file by; a bank of thousands would make the page slow to draw for no gain. */
const SHOWN = 100;

/**
 * The questions as they will be stored. Each text is set in its own direction (Arabic right to left, English left
 * to right) whatever the page's language, so a reversed or mangled text shows as it really is.
 */
export function PreviewList({ questions }: { questions: ImportPreview[] }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const titleId = useId();
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="font-semibold text-fg">
        {t('transfer.preview.title')}
      </h3>
      {questions.length > SHOWN && (
        <p className="text-sm text-fg-muted">
          {t('transfer.preview.firstOf', { shown: formatNumber(SHOWN, lang), total: formatNumber(questions.length, lang) })}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {questions.slice(0, SHOWN).map((question, i) => (
          <li key={i} className="flex flex-col gap-2 rounded-xl border border-border p-4">
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-fg-muted">
              <span className="rounded bg-primary-soft px-1.5 py-0.5 font-semibold text-primary-soft-fg">
                {t(`bank.types.name.${question.type}`)}
              </span>
              {/* One isolate in the path's own direction: an Arabic path reads right to left in the English page too. */}
              {question.category_path.length ? <bdi>{question.category_path.join(' / ')}</bdi> : <span>{t('transfer.category.top')}</span>}
              {(question.line !== undefined || question.row !== undefined) && <span>{placeInFile(question, t, lang)}</span>}
            </p>
            <p dir="rtl" lang="ar" className="font-medium text-fg">
              {plainText(question.text.ar)}
            </p>
            {question.text.en && (
              <p dir="ltr" lang="en" className="font-medium text-fg">
                {plainText(question.text.en)}
              </p>
            )}
            <PreviewOptions question={question} />
          </li>
        ))}
      </ol>
    </section>
  );
}
