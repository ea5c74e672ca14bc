import type { BankCategory } from '@mizan/contract/admin/categories';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/quiz/format';

interface CategoryTreeProps {
  categories: BankCategory[];
  selected: string;
  onSelect: (id: string) => void;
}

/** The bank's categories as an indented list (parents before children, as the server orders them). */
export function CategoryTree({ categories, selected, onSelect }: CategoryTreeProps) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const item = (id: string, label: string, count: number | null, depth = 0) => (
    <li key={id || 'all'}>
      <button
        type="button"
        aria-current={selected === id || undefined}
        onClick={() => onSelect(id)}
        style={{ paddingInlineStart: `${0.75 + depth * 1}rem` }}
        className={cn(
          'flex w-full items-center justify-between gap-2 rounded-lg py-2 pe-3 text-start text-sm',
          selected === id ? 'bg-primary-soft font-semibold text-primary-soft-fg' : 'text-fg hover:bg-surface-muted',
        )}
      >
        <span className="truncate">{label}</span>
        {count !== null && <span className="text-xs text-fg-muted">{formatNumber(count, lang)}</span>}
      </button>
    </li>
  );
  return (
    <nav aria-label={t('bank.tree')}>
      <ul className="flex flex-col gap-0.5">
        {item('', t('bank.allCategories'), null)}
        {categories.map((c) => item(String(c.id), c.name[lang] || c.name.ar, c.questions_count, c.depth))}
      </ul>
    </nav>
  );
}
