import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { PAGE_SIZE } from './use-list-params';

interface PaginationBarProps {
  page: number;
  count: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/** Previous/next follow the server's links (§4); the range says where the operator is. */
export function PaginationBar({ page, count, hasPrevious, hasNext, onPage }: PaginationBarProps) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const from = count === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(count, page * PAGE_SIZE);
  return (
    <nav aria-label={t('table.pagination')} className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3">
      <p className="text-sm text-fg-muted" aria-live="polite">
        {t('table.range', { from: formatNumber(from, lang), to: formatNumber(to, lang), total: formatNumber(count, lang) })}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={!hasPrevious} onClick={() => onPage(page - 1)}>
          <ChevronRight aria-hidden className="size-4 ltr:-scale-x-100" />
          {t('table.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          {t('table.next')}
          <ChevronLeft aria-hidden className="size-4 ltr:-scale-x-100" />
        </Button>
      </div>
    </nav>
  );
}
