import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { CheckField } from '../../form/check-field';
import { RichBilingualField } from '../../form/rich-text-field';
import { useFieldError } from '../../form/use-field-error';
import type { QuestionValues } from '../question-values';
import { RubricFields } from './rubric-fields';

/** A file answer: how many files, how large, which kinds (sniffed by the server), notes and a rubric for markers. */
export function FileUploadFields() {
  const { t } = useTranslation('admin');
  const { register } = useFormContext<QuestionValues>();
  const error = useFieldError();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">{t('bank.types.file_upload.about')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          type="number"
          min={1}
          max={10}
          label={t('bank.types.file_upload.maxFiles')}
          error={error('keys.file_upload.max_files')}
          {...register('keys.file_upload.max_files', { valueAsNumber: true })}
        />
        <Input
          type="number"
          min={1}
          max={20}
          label={t('bank.types.file_upload.maxSize')}
          hint={t('bank.types.file_upload.maxSizeHint')}
          error={error('keys.file_upload.max_size_mb')}
          {...register('keys.file_upload.max_size_mb', { valueAsNumber: true })}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-fg">{t('bank.types.file_upload.kinds')}</legend>
        <CheckField value="pdf" label={t('bank.types.file_upload.kind.pdf')} {...register('keys.file_upload.kinds')} />
        <CheckField value="image" label={t('bank.types.file_upload.kind.image')} {...register('keys.file_upload.kinds')} />
        {error('keys.file_upload.kinds') && <p className="text-xs text-danger">{error('keys.file_upload.kinds')}</p>}
      </fieldset>
      <RichBilingualField name="keys.file_upload.marker_info" label={t('bank.types.essay.markerInfo')} />
      <RubricFields owner="file_upload" />
    </div>
  );
}
