import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { MoyasarFormOptions } from '../checkout';
import { loadMoyasarForm } from '../moyasar-form-loader';

interface MoyasarCardFormProps {
  scriptUrl: string;
  stylesheetUrl: string | null;
  /** Memoised by the caller: a new object mounts the form again. */
  options: MoyasarFormOptions;
}

/**
 * Real Moyasar's card form, mounted into our page. Its fields and submit button are Moyasar's: the card
 * goes from the browser to Moyasar, and the browser comes back to the verify page via callback_url.
 */
export function MoyasarCardForm({ scriptUrl, stylesheetUrl, options }: MoyasarCardFormProps) {
  const { t } = useTranslation('payments');
  const mount = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  // The outcome of the current attempt; anything older means "still loading".
  const [outcome, setOutcome] = useState<{ attempt: number; loaded: boolean }>();
  const status = outcome?.attempt !== attempt ? 'loading' : outcome.loaded ? 'ready' : 'failed';

  useEffect(() => {
    let current = true;
    loadMoyasarForm(scriptUrl, stylesheetUrl).then(
      (moyasar) => {
        if (!current || !mount.current) return;
        mount.current.replaceChildren();
        moyasar.init({ ...options, element: mount.current });
        setOutcome({ attempt, loaded: true });
      },
      () => current && setOutcome({ attempt, loaded: false }),
    );
    return () => {
      current = false;
    };
  }, [scriptUrl, stylesheetUrl, options, attempt]);

  return (
    <section aria-label={t('cardForm.label')} className="flex flex-col gap-4">
      <div aria-live="polite">
        {status === 'loading' && <p className="text-center text-sm text-fg-muted">{t('cardForm.loading')}</p>}
        <FormAlert message={status === 'failed' ? t('cardForm.loadError') : null} />
      </div>
      {status === 'loading' && <Skeleton className="h-64 rounded-xl" />}
      {status === 'failed' && <Button onClick={() => setAttempt((n) => n + 1)}>{t('common:actions.retry')}</Button>}
      {/* Moyasar renders into this element; React never puts children in it. */}
      <div ref={mount} hidden={status !== 'ready'} />
    </section>
  );
}
