import { CircleAlert, FileJson, ShieldCheck, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { credentialDownloadUrl, useVerifyCredentialQuery } from '../api';

/**
 * What the server found when it verified the certificate's signed Open Badges credential: its signature against the
 * issuer's published key and its bit in the revocation list. Nothing shows for a certificate that has none.
 */
export function CredentialStatus({ code }: { code: string }) {
  const { t } = useTranslation('certificates');
  const { data, isLoading, isError } = useVerifyCredentialQuery({ code });
  if (isLoading) return <Skeleton aria-busy className="h-12 w-full rounded-xl" />;
  if (isError || !data) return null;
  const look = {
    valid: { icon: ShieldCheck, className: 'text-primary-soft-fg' },
    revoked: { icon: ShieldX, className: 'text-danger' },
    invalid: { icon: CircleAlert, className: 'text-danger' },
  }[data.status];
  const Icon = look.icon;
  return (
    <section aria-labelledby="credential-status" className="flex flex-col gap-2 rounded-xl border border-border p-4">
      <h2 id="credential-status" className="text-sm font-semibold text-fg-muted">
        {t('credential.title')}
      </h2>
      <p className={`flex items-center gap-2 font-bold ${look.className}`} data-credential-status={data.status}>
        <Icon aria-hidden className="size-5" />
        {t(`credential.${data.status}`)}
      </p>
      <p className="text-sm text-fg-muted">{t(`credential.${data.status}Text`)}</p>
      <a href={credentialDownloadUrl(code)} className="inline-flex items-center gap-1 text-sm underline underline-offset-4">
        <FileJson aria-hidden className="size-4" />
        {t('downloadCredential')}
      </a>
    </section>
  );
}
