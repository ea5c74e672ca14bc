import { Bold, Italic, Link2, List, Underline, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { controlClass } from '@/components/ui/control-class';
import { Field } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useFieldError } from './use-field-error';

/** Tags the server's allowlist keeps (contract RichBilingual); the toolbar only inserts these. */
const TOOLS: ReadonlyArray<{ key: string; icon: LucideIcon; open: string; close: string }> = [
  { key: 'bold', icon: Bold, open: '<b>', close: '</b>' },
  { key: 'italic', icon: Italic, open: '<i>', close: '</i>' },
  { key: 'underline', icon: Underline, open: '<u>', close: '</u>' },
  { key: 'list', icon: List, open: '<ul>\n<li>', close: '</li>\n</ul>' },
  { key: 'link', icon: Link2, open: '<a href="https://">', close: '</a>' },
];

function RichTextArea({ name, label, dir, lang }: { name: string; label: string; dir: 'rtl' | 'ltr'; lang: string }) {
  const { t } = useTranslation('admin');
  const { register, setValue, getValues } = useFormContext();
  const error = useFieldError()(name);
  const area = useRef<HTMLTextAreaElement | null>(null);
  const { ref, ...field } = register(name);

  // Wraps the selection in the tag, keeping the selection on the wrapped text for the next tool.
  const wrap = (open: string, close: string) => {
    const el = area.current;
    if (!el) return;
    const value = String(getValues(name) ?? '');
    const [start, end] = [el.selectionStart, el.selectionEnd];
    setValue(name, value.slice(0, start) + open + value.slice(start, end) + close + value.slice(end), { shouldDirty: true });
    el.focus();
    el.setSelectionRange(start + open.length, end + open.length);
  };

  return (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="flex flex-col rounded-lg border border-border focus-within:border-primary">
          <div role="toolbar" aria-label={t('form.formatting', { label })} className="flex gap-1 border-b border-border p-1">
            {TOOLS.map(({ key, icon: Icon, open, close }) => (
              <button
                key={key}
                type="button"
                aria-label={t(`form.tools.${key}`)}
                title={t(`form.tools.${key}`)}
                onClick={() => wrap(open, close)}
                className="rounded p-1.5 text-fg-muted hover:bg-surface-muted hover:text-fg"
              >
                <Icon aria-hidden className="size-4" />
              </button>
            ))}
          </div>
          <textarea
            id={id}
            dir={dir}
            lang={lang}
            rows={3}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={cn(controlClass, 'min-h-20 rounded-t-none border-0 py-2')}
            ref={(el) => {
              ref(el);
              area.current = el;
            }}
            {...field}
          />
        </div>
      )}
    </Field>
  );
}

/** RichBilingual: a safe HTML subset the server sanitizes; a small toolbar inserts the allowed tags. */
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
