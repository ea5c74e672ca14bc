import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { controlClass } from '@/components/ui/control-class';
import { cn } from '@/lib/cn';
import { EditorDialog } from './editor-dialog';

interface ImageDialogProps {
  /** Uploads the file to our own media store and gives back its URL (the sanitizer keeps no other images). */
  upload: (file: File) => Promise<string>;
  onInsert: (image: { src: string; alt: string }) => void;
  onClose: () => void;
}

/** An image from the operator's device with its description: without alt text it is not inserted at all. */
export function ImageDialog({ upload, onInsert, onClose }: ImageDialogProps) {
  const { t } = useTranslation('editor');
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [busy, setBusy] = useState(false);

  const insert = async () => {
    const problems = { file: file ? undefined : t('image.fileRequired'), alt: alt.trim() ? undefined : t('image.altRequired') };
    setErrors(problems);
    if (!file || problems.alt) return;
    setBusy(true);
    try {
      onInsert({ src: await upload(file), alt: alt.trim() });
    } catch {
      setErrors({ file: t('image.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <EditorDialog
      open
      title={t('image.title')}
      submitLabel={t('image.insert')}
      submitting={busy}
      onClose={onClose}
      onSubmit={() => void insert()}
    >
      <Field label={t('image.file')} hint={t('image.fileHint')} error={errors.file}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={cn(controlClass, 'py-2 text-sm')}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setErrors((current) => ({ ...current, file: undefined }));
            }}
          />
        )}
      </Field>
      <Input
        label={t('image.alt')}
        hint={t('image.altHint')}
        error={errors.alt}
        required
        aria-required
        value={alt}
        maxLength={300}
        onChange={(e) => {
          setAlt(e.target.value);
          setErrors((current) => ({ ...current, alt: undefined }));
        }}
      />
    </EditorDialog>
  );
}
