import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass } from '@/components/ui/control-class';
import { cn } from '@/lib/cn';
import { EditorDialog } from './editor-dialog';

type Render = (tex: string) => string | null;

/** TeX every author can start from, shown as code (left to right) beside the hint in either language. */
const EXAMPLES = ['x^2', '\\frac{1}{2}', '\\sqrt{a+b}'];

interface MathDialogProps {
  /** The selected formula's TeX when editing one, '' for a new formula. */
  current: string;
  onInsert: (latex: string) => void;
  onClose: () => void;
}

/** TeX in, the formula as students will see it shown live beside it (KaTeX, loaded with the dialog). */
export function MathDialog({ current, onInsert, onClose }: MathDialogProps) {
  const { t } = useTranslation('editor');
  const id = useId();
  const [tex, setTex] = useState(current);
  const [render, setRender] = useState<Render | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    void import('@/lib/rich-text/math').then(({ renderTex }) => live && setRender(() => renderTex));
    return () => {
      live = false;
    };
  }, []);
  const preview = tex.trim() && render ? render(tex) : null;
  const unreadable = tex.trim() !== '' && render !== null && preview === null;

  const insert = () => {
    if (!tex.trim()) return setError(t('math.required'));
    if (unreadable) return setError(t('math.invalid'));
    onInsert(tex.trim());
  };

  return (
    <EditorDialog
      open
      title={t(current ? 'math.editTitle' : 'math.title')}
      submitLabel={t('math.insert')}
      onClose={onClose}
      onSubmit={insert}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {t('math.tex')}
        </label>
        <textarea
          id={id}
          dir="ltr"
          rows={2}
          autoFocus
          spellCheck={false}
          value={tex}
          aria-describedby={`${id}-hint ${id}-preview${error ? ` ${id}-error` : ''}`}
          aria-invalid={!!error || undefined}
          className={cn(controlClass, 'py-2 font-mono text-sm')}
          onChange={(e) => {
            setTex(e.target.value);
            setError('');
          }}
        />
        <p id={`${id}-hint`} className="flex flex-wrap items-center gap-x-2 text-xs text-fg-muted">
          {t('math.hint')}
          {EXAMPLES.map((example) => (
            <code key={example} dir="ltr" className="rounded bg-surface-muted px-1">
              {example}
            </code>
          ))}
        </p>
        {error && (
          <p id={`${id}-error`} className="text-xs text-danger">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-fg">{t('math.preview')}</p>
        <div
          id={`${id}-preview`}
          aria-live="polite"
          className="flex min-h-16 items-center justify-center overflow-x-auto rounded-lg border border-border bg-surface-muted p-3 text-2xl text-fg"
        >
          {preview ? (
            // KaTeX's own output for TeX typed here; it escapes the source and runs nothing (trust is off).
            <span dir="ltr" className="math-preview" dangerouslySetInnerHTML={{ __html: preview }} />
          ) : (
            <span className="text-sm text-fg-muted">{unreadable ? t('math.invalid') : t('math.empty')}</span>
          )}
        </div>
      </div>
    </EditorDialog>
  );
}
