import { useTranslation } from 'react-i18next';
import type { NotificationPreference } from '@mizan/contract/notifications';
import { FormAlert } from '@/components/form-alert';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useGetNotificationPreferencesQuery, useUpdateNotificationPreferencesMutation } from '@/lib/notifications/api';

const CHANNELS = ['in_app', 'email'] as const;

/** Per kind of notification: shown in the app, sent by e-mail, or both. Each change is saved at once. */
export function NotificationPreferencesCard() {
  const { t } = useTranslation('notifications');
  const { data, isLoading, isError } = useGetNotificationPreferencesQuery();
  const [update, state] = useUpdateNotificationPreferencesMutation();
  const change = (preference: NotificationPreference, channel: (typeof CHANNELS)[number], on: boolean) =>
    void update({ preferences: [{ ...preference, [channel]: on }] });

  return (
    <Card className="p-6">
      <h2 id="notification-preferences" className="text-base font-bold text-fg">
        {t('preferences.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-fg-muted">{t('preferences.description')}</p>
      {isLoading && <Skeleton className="h-40 w-full" />}
      {isError && <FormAlert message={t('preferences.loadFailed')} />}
      {state.isError && <FormAlert message={t('preferences.saveFailed')} />}
      {data && (
        <table className="w-full text-sm" aria-labelledby="notification-preferences">
          <thead>
            <tr className="text-fg-muted">
              <th scope="col" className="py-2 text-start font-medium">
                {t('preferences.kind')}
              </th>
              {CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="w-20 py-2 text-center font-medium">
                  {t(`preferences.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.preferences.map((preference) => (
              <tr key={preference.kind} className="border-t border-border">
                <th scope="row" className="py-3 text-start font-medium text-fg">
                  {t(`preferences.kinds.${preference.kind}`)}
                </th>
                {CHANNELS.map((channel) => (
                  <td key={channel} className="py-3 text-center">
                    <input
                      type="checkbox"
                      className="size-5 accent-primary"
                      checked={preference[channel]}
                      disabled={state.isLoading}
                      aria-label={`${t(`preferences.kinds.${preference.kind}`)}: ${t(`preferences.${channel}`)}`}
                      onChange={(event) => change(preference, channel, event.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
