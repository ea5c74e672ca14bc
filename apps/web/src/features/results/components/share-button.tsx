import { Check, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The system share sheet where there is one; otherwise the link goes to the clipboard. */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('results');
  const [copied, setCopied] = useState(false);
  const share = async () => {
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void share()}>
        {copied ? <Check aria-hidden className="size-4" /> : <Share2 aria-hidden className="size-4" />}
        {t(copied ? 'share.copied' : 'share.action')}
      </Button>
      <span role="status" className="sr-only">
        {copied ? t('share.copied') : ''}
      </span>
    </>
  );
}
