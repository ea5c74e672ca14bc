import type { AdminUserDetail } from '@mizan/contract/admin/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatDate, formatPercent, formatPrice } from '@/lib/quiz/format';
import { RevokeCertificateButton } from './revoke-certificate-button';

/** The user's latest trials, payments and certificates (twenty of each, newest first). */
export function UserActivity({ person }: { person: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const percent = (value: number | null) => (value === null ? '—' : formatPercent(value, lang));
  return (
    <div className="flex flex-col gap-4">
      <Section title={t('users.trialsTitle')} empty={t('users.noTrials')} items={person.trials}>
        {(trial) => (
          <>
            <span className="min-w-0 flex-1 truncate">{trial.quiz.title}</span>
            <span className="text-fg-muted whitespace-nowrap">{formatDate(trial.started_at, lang)}</span>
            <span className="w-24 text-end whitespace-nowrap">
              {trial.status === 'in_progress' ? t('users.inProgress') : percent(trial.percentage)}
              {trial.passed !== null && ` · ${t(trial.passed ? 'users.passed' : 'users.failed')}`}
            </span>
          </>
        )}
      </Section>
      <Section title={t('users.paymentsTitle')} empty={t('users.noPayments')} items={person.payments}>
        {(payment) => (
          <>
            <span className="min-w-0 flex-1">{t(`users.paymentStatus.${payment.status}`, { defaultValue: payment.status })}</span>
            <span className="text-fg-muted whitespace-nowrap">{formatDate(payment.created_at, lang)}</span>
            <span className="w-24 text-end whitespace-nowrap">{formatPrice(String(payment.amount), lang)}</span>
          </>
        )}
      </Section>
      <Section title={t('users.certificatesTitle')} empty={t('users.noCertificates')} items={person.certificates}>
        {(certificate) => (
          <>
            <span className="min-w-0 flex-1 truncate">{certificate.quiz_title}</span>
            <bdi dir="ltr" className="text-xs text-fg-muted">
              {certificate.verification_code}
            </bdi>
            {certificate.revoked ? (
              <span className="w-32 text-end text-danger" title={certificate.revocation_reason ?? undefined}>
                {t('users.revoked')}
                {certificate.revocation_reason && <span className="block text-xs text-fg-muted">{certificate.revocation_reason}</span>}
              </span>
            ) : (
              <span className="flex w-32 flex-col items-end gap-1">
                <span className="whitespace-nowrap">{formatDate(certificate.issued_at, lang)}</span>
                <RevokeCertificateButton code={certificate.verification_code} title={certificate.quiz_title} />
              </span>
            )}
          </>
        )}
      </Section>
    </div>
  );
}

/** A titled list of a user's records, or a line saying there are none. */
export function Section<T extends { id: string | number }>({
  title,
  empty,
  items,
  children,
}: {
  title: string;
  empty: string;
  items: T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-fg-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border text-sm">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 px-3 py-2">
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
