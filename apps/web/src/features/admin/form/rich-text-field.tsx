import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LazyRichEditor } from '@/components/rich-editor/lazy-rich-editor';
import { controlClass } from '@/components/ui/control-class';
import { Field } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useUploadMediaMutation } from './media-api';
import { useFieldError } from './use-field-error';

const TOOLS = ['bold', 'italic', 'underline', 'bulletList', 'orderedList', 'link', 'image', 'math'] as const;

/**
 * Markup the editor has no element for (imported MathML, sub- and superscripts): editing such a text in the
 * editor would drop it, so it stays HTML source in a text box.
 */
const needsSource = (html: string) => /<(math|sub|sup)[\s>]/i.test(html);

function RichTextArea({ name, label, dir, lang }: { name: string; label: string; dir: 'rtl' | 'ltr'; lang: string }) {
  const { t } = useTranslation('admin');
  const { control } = useFormContext();
  // '' for a text the form's defaults leave out (optional feedback), as the text box it replaces registered.
  const { field } = useController({ name, control, defaultValue: '' });
  const error = useFieldError()(name);
  const [upload] = useUploadMediaMutation();
  const value = String(field.value ?? '');
  const source = needsSource(value);

  const uploadImage = async (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return (await upload(body).unwrap()).url;
  };

  return (
    <Field label={label} error={error} hint={source ? t('form.sourceOnly') : undefined}>
      {({ id, labelId, describedBy, invalid }) => {
        // The HTML source as it was edited before the editor: shown while the editor's chunk loads, and for markup
        // the editor can't keep.
        const textarea = (
          <textarea
            id={id}
            dir={dir}
            lang={lang}
            rows={3}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={cn(controlClass, 'min-h-20 py-2 font-mono text-sm')}
            name={field.name}
            ref={field.ref}
            value={value}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
          />
        );
        return source ? (
          textarea
        ) : (
          <LazyRichEditor
            fallback={textarea}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            dir={dir}
            lang={lang}
            labelledBy={labelId}
            label={label}
            describedBy={describedBy}
            invalid={invalid}
            tools={TOOLS}
            uploadImage={uploadImage}
          />
        );
      }}
    </Field>
  );
}

/** RichBilingual: the two languages' rich text side by side, each in its own direction; the server sanitizes it. */
export function RichBilingualField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="grid gap-3 md:grid-cols-2">
      <legend className="sr-only">{label}</legend>
      <RichTextArea name={`${name}.ar`} label={t('form.inArabic', { label })} dir="rtl" lang="ar" />
      <RichTextArea name={`${name}.en`} label={t('form.inEnglish', { label })} dir="ltr" lang="en" />
    </fieldset>
  );
}
