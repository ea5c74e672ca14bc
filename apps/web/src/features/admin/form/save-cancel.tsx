import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The end of a console form dialog: cancel, then save (busy while the surrounding form submits). */
export function SaveCancel({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const { isSubmitting } = useFormState();
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" loading={isSubmitting}>
        {t('actions.save')}
      </Button>
    </div>
  );
}
