import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { IMPORT_ACCEPT } from './formats';

const KB = 1024;

/**
 * A drop zone that is also the file input: the input itself takes the focus (visually hidden, its label drawn
 * as the zone), so the keyboard and screen readers use the platform's own file picker.
 */
export function FileDropZone({ file, onFile }: { file: File | null; onFile: (file: File) => void }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <input
        id={inputId}
        type="file"
        accept={IMPORT_ACCEPT}
        aria-describedby={hintId}
        className="peer sr-only"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onFile(chosen);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          dragging ? 'border-primary bg-primary-soft' : 'border-border bg-surface-muted/40 hover:bg-surface-muted',
        )}
      >
        <FileUp aria-hidden className="size-8 text-primary" />
        <span className="font-semibold text-fg">{file ? t('transfer.file.replace') : t('transfer.file.choose')}</span>
        {/* Hidden from the label's name (the input reads it as its description instead), so it is not said twice. */}
        <span id={hintId} aria-hidden className="text-sm text-fg-muted">
          {t('transfer.file.hint')}
        </span>
      </label>
      {/* Always present, so the name of a newly chosen or dropped file is announced. */}
      <p className="mt-3 text-sm text-fg" aria-live="polite">
        {file && (
          <>
            {t('transfer.file.chosen')} <bdi className="font-semibold">{file.name}</bdi> (
            {t('transfer.file.size', { size: formatNumber(Math.max(1, Math.round(file.size / KB)), lang) })})
          </>
        )}
      </p>
    </div>
  );
}
