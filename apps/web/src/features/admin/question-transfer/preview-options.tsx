import type { ImportPreview } from '@mizan/contract/admin/question-transfer';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatPercent } from '@/lib/quiz/format';
import { plainText } from '../form/values';

/**
 * A question's answers with the key marked, so a dry run can be checked before anything is stored: the right
 * answers (a check and "right answer"), the others' share of the mark when they earn or cost part of it.
 * Ordering items are numbered: their order is the key.
 */
export function PreviewOptions({ question }: { question: ImportPreview }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  if (question.options.length === 0) return null;
  const ordered = question.type === 'ordering';
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      aria-label={t(ordered ? 'transfer.preview.inOrder' : 'bank.form.options')}
      className={`flex list-inside flex-col gap-0.5 text-sm text-fg-muted ${ordered ? 'list-decimal' : 'list-disc'}`}
    >
      {question.options.map((option, n) => {
        const right = option.fraction === 1;
        const share = option.fraction !== null && !right && option.fraction !== 0;
        // True/false arrives as the machine words `true`/`false`: said here in the reader's language.
        const text = question.type === 'true_false' ? t(`bank.types.trueFalse.${option.text === 'true'}`) : plainText(option.text);
        return (
          <li key={n} className={right ? 'font-semibold text-fg' : undefined}>
            {/* Isolated: an option in the other script keeps its own direction without moving the bullets. */}
            <bdi>{text}</bdi>
            {right && (
              <span className="ms-2 inline-flex items-center gap-1 rounded bg-primary-soft px-1.5 text-xs text-primary-soft-fg">
                <CircleCheck aria-hidden className="size-3.5" />
                {t('transfer.preview.key')}
              </span>
            )}
            {share && (
              <span className="ms-2 text-xs">{t('transfer.preview.share', { percent: formatPercent(option.fraction! * 100, lang) })}</span>
            )}
          </li>
        );
      })}
    </List>
  );
}
