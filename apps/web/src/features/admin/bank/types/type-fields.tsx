import { QuestionType } from '@mizan/contract/admin/questions';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { OptionsEditor } from '../options-editor';
import type { QuestionValues } from '../question-values';
import { EssayFields } from './essay-fields';
import { FileUploadFields } from './file-upload-fields';
import { MatchingFields } from './matching-fields';
import { MultipleResponseFields } from './multiple-response-fields';
import { NumericFields } from './numeric-fields';
import { OrderingFields } from './ordering-fields';
import { ShortTextFields } from './short-text-fields';
import { TrueFalseFields } from './true-false-fields';

/** The type chooser; profile quizzes score option points, so their questions stay single choice. */
export function TypeChooser({ profile }: { profile: boolean }) {
  const { t } = useTranslation('admin');
  const { register, watch } = useFormContext<QuestionValues>();
  const type = watch('type');
  return (
    <Select
      label={t('bank.types.label')}
      hint={profile ? t('bank.types.profileOnly') : t(`bank.types.about.${type}`)}
      disabled={profile}
      options={QuestionType.options.map((value) => ({ value, label: t(`bank.types.name.${value}`) }))}
      {...register('type')}
    />
  );
}

/** The answer side of the form for the chosen type. */
export function TypeFields({ dimensions }: { dimensions: string[] }) {
  const type = useFormContext<QuestionValues>().watch('type');
  switch (type) {
    case 'single_choice':
      return <OptionsEditor dimensions={dimensions} />;
    case 'multiple_response':
      return <MultipleResponseFields />;
    case 'true_false':
      return <TrueFalseFields />;
    case 'ordering':
      return <OrderingFields />;
    case 'matching':
      return <MatchingFields />;
    case 'numeric':
      return <NumericFields />;
    case 'short_text':
      return <ShortTextFields />;
    case 'essay':
      return <EssayFields />;
    case 'file_upload':
      return <FileUploadFields />;
  }
}
