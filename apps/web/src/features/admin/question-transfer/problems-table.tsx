import type { ImportProblem } from '@mizan/contract/admin/question-transfer';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { placeInFile } from './place-in-file';

/** The file's problems, each with where it is, so the operator can find and fix it in their own editor. */
export function ProblemsTable({ problems }: { problems: ImportProblem[] }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-sm">
        <caption className="p-3 text-start font-semibold text-fg">{t('transfer.problems.title')}</caption>
        <thead className="bg-surface-muted text-xs text-fg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold whitespace-nowrap">
              {t('transfer.problems.where')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('transfer.problems.message')}
            </th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem, i) => (
            <tr key={i} className="border-t border-border align-top">
              <td className="min-w-24 px-3 py-2 font-medium break-words text-fg">
                <bdi>{placeInFile(problem, t, lang)}</bdi>
              </td>
              <td className="min-w-40 px-3 py-2 text-fg" dir="auto">
                {problem.message}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
