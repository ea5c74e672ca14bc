import { Check, Copy, FileDown, FileJson, ImageDown, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificateResponse } from '@mizan/contract/certificates';
import { Button } from '@/components/ui/button';
import { credentialDownloadUrl } from '../api';
import { copyText, shareOrCopy, type ShareOutcome } from '../format';

type Done = { action: 'share' | 'copy'; outcome: ShareOutcome } | null;

/** Downloads, share sheet (or copy) and copying the public verification link, with the outcome announced. */
export function CertificateActions({ certificate }: { certificate: CertificateResponse }) {
  const { t } = useTranslation('certificates');
  const [done, setDone] = useState<Done>(null);
  const share = async () => {
    const outcome = await shareOrCopy({
      title: certificate.quiz_title,
      text: t('shareText', { quiz: certificate.quiz_title }),
      url: certificate.verification_url,
    });
    setDone({ action: 'share', outcome });
  };
  const copy = async () => setDone({ action: 'copy', outcome: await copyText(certificate.verification_url) });
  const message = done && (done.outcome === 'failed' ? t('copyFailed') : done.outcome === 'copied' ? t('copied') : null);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={certificate.image} download={`certificate-${certificate.verification_code}.png`}>
            <ImageDown aria-hidden className="size-4" />
            {t('downloadPng')}
          </a>
        </Button>
        <Button asChild variant="secondary">
          <a href={certificate.pdf} download={`certificate-${certificate.verification_code}.pdf`}>
            <FileDown aria-hidden className="size-4" />
            {t('downloadPdf')}
          </a>
        </Button>
        <Button asChild variant="secondary">
          <a
            href={credentialDownloadUrl(certificate.verification_code)}
            download={`mizan-credential-${certificate.verification_code}.json`}
          >
            <FileJson aria-hidden className="size-4" />
            {t('downloadCredential')}
          </a>
        </Button>
        <Button variant="secondary" onClick={() => void share()}>
          <Share2 aria-hidden className="size-4" />
          {t('share')}
        </Button>
        <Button variant="secondary" onClick={() => void copy()}>
          {done?.action === 'copy' && done.outcome === 'copied' ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          {t('copyLink')}
        </Button>
      </div>
      <p role="status" className={done?.outcome === 'failed' ? 'text-sm text-danger' : 'text-sm text-primary-soft-fg'}>
        {message}
      </p>
    </div>
  );
}
