import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichBilingualField } from '../form/rich-text-field';

/**
 * Feedback a student reads after choosing this option, folded away until wanted (most options have none); open
 * when the option already has some, so an imported question shows what it carries.
 */
export function OptionFeedback({ name, option }: { name: string; option: string }) {
  const { t } = useTranslation('admin');
  const feedback = useFormContext().watch(name) as { ar?: string; en?: string } | undefined;
  const has = !!(feedback?.ar?.trim() || feedback?.en?.trim());
  return (
    <details open={has} className="rounded-lg bg-surface-muted/50 px-3 py-2">
      <summary className="cursor-pointer text-sm font-medium text-fg-muted">{t('bank.form.optionFeedback', { option })}</summary>
      <div className="pt-3">
        <RichBilingualField name={name} label={t('bank.form.optionFeedbackLabel', { option })} />
      </div>
    </details>
  );
}
