import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { saveObjectUrl } from '@/lib/download';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { useFetchReceiptMutation } from '@/lib/payments/receipt-api';

/**
 * "Download receipt" (the PDF) and "View receipt" (the printable HTML page, in a new tab), in the reader's
 * language. `url` is the owner's receipt path, or the operator's for any payment.
 */
export function ReceiptButtons({ url, invoice, size = 'md' }: { url: string; invoice: string | null; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('common');
  const lang = currentLanguage();
  const dispatch = useAppDispatch();
  const [fetchReceipt, { isLoading, originalArgs }] = useFetchReceiptMutation();
  const busy = (format: 'pdf' | 'html') => isLoading && originalArgs?.format === format;

  const open = async (format: 'pdf' | 'html') => {
    // A tab opened before the request keeps the browser's popup blocker out of it.
    const tab = format === 'html' ? window.open('', '_blank') : null;
    try {
      const objectUrl = await fetchReceipt({ url, format, lang }).unwrap();
      if (tab) {
        tab.location.href = objectUrl;
        window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
      } else saveObjectUrl(objectUrl, `receipt-${invoice ?? 'mizan'}-${lang}.pdf`);
    } catch {
      tab?.close();
      dispatch(noticeShown({ tone: 'error', messageKey: 'receipt.failed' }));
    }
  };

  const label = (key: string) => (invoice ? t(key, { invoice }) : undefined);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size={size}
        variant="secondary"
        loading={busy('pdf')}
        onClick={() => void open('pdf')}
        aria-label={label('receipt.downloadLabel')}
      >
        <Download aria-hidden className="size-4" />
        {t('receipt.download')}
      </Button>
      <Button size={size} variant="ghost" loading={busy('html')} onClick={() => void open('html')} aria-label={label('receipt.viewLabel')}>
        <FileText aria-hidden className="size-4" />
        {t('receipt.view')}
      </Button>
    </div>
  );
}
