import type { BankCategory } from '@mizan/contract/admin/categories';
import type { QuestionBulkRequest } from '@mizan/contract/admin/questions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import type { BulkAction } from '../table/bulk-bar';
import { useBulkQuestionsMutation } from './api';

/** Move to a category, tag, untag, and archive (or restore, when the archive is shown). */
export function useBankBulkActions(categories: BankCategory[], showingArchived: boolean): BulkAction[] {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const [bulk] = useBulkQuestionsMutation();
  const [target, setTarget] = useState('');
  const [tag, setTag] = useState('');
  const run =
    (action: QuestionBulkRequest['action'], extra: Partial<QuestionBulkRequest> = {}) =>
    (ids: number[]) =>
      bulk({ ids, action, ...extra }).unwrap();
  const confirm = (key: string) => (count: number) => t(`bank.bulk.${key}Confirm`, { count, n: formatNumber(count, lang) });
  const tagInput = <Input label={t('bank.form.tags')} value={tag} onChange={(e) => setTag(e.target.value)} />;

  return [
    {
      key: 'move',
      label: t('bank.bulk.move'),
      confirm: confirm('move'),
      extra: (
        <Select
          label={t('bank.bulk.target')}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          options={[{ value: '', label: t('bank.uncategorized') }, ...categories.map((c) => ({ value: String(c.id), label: c.path }))]}
        />
      ),
      run: run('move', { category: target ? Number(target) : null }),
    },
    { key: 'tag', label: t('bank.bulk.tag'), confirm: confirm('tag'), extra: tagInput, run: run('tag', { tag: tag.trim() }) },
    { key: 'untag', label: t('bank.bulk.untag'), confirm: confirm('untag'), extra: tagInput, run: run('untag', { tag: tag.trim() }) },
    showingArchived
      ? { key: 'restore', label: t('bank.bulk.restore'), confirm: confirm('restore'), run: run('restore') }
      : { key: 'archive', label: t('bank.bulk.archive'), confirm: confirm('archive'), danger: true, run: run('archive') },
  ];
}
