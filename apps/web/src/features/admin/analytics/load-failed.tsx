import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { errorText } from '../shell/error-text';
import { isRangeError } from './range-filter';

/** Why the figures did not come (a refused range shows under its field instead), with a way to ask again. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('common');
  if (!error || isRangeError(error)) return null;
  return (
    <div className="flex flex-col items-start gap-2">
      <FormAlert message={errorText(error) ?? t('status.genericError')} />
      <Button variant="secondary" onClick={retry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
