import type { AnswerFile, FileUploadSettings } from '@mizan/contract/answer-files';
import { FileText, ImageIcon, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { answerFilesPath, useAnswerFilesQuery, useDeleteAnswerFileMutation } from '@/lib/quiz/answer-files-api';
import { fileSize } from '@/lib/quiz/file-size';
import { uploadAnswerFile, UploadError } from '@/lib/quiz/upload-answer-file';

interface FileAnswerProps {
  /** Null in the console's preview: nothing can be uploaded there. */
  trialId: string | null;
  questionId: number;
  settings: FileUploadSettings;
  labelledBy: string;
  onAnswer: (fileIds: string[]) => void;
}

interface Uploading {
  key: string;
  name: string;
  progress: number;
}

const MB = 1024 * 1024;
const ACCEPT = { pdf: 'application/pdf,.pdf', image: 'image/png,image/jpeg,image/webp,image/gif,.png,.jpg,.jpeg,.webp,.gif' };

/**
 * A file answer: choose or drop files, each uploaded at once (with its progress), listed with its size and a remove
 * button. The answer saved through the player's usual path is the uploaded files' ids, so autosave and the offline
 * queue treat it as every other type. The server sniffs each file; its refusal is shown as it words it.
 */
export function FileAnswer({ trialId, questionId, settings, labelledBy, onAnswer }: FileAnswerProps) {
  const { t } = useTranslation('player');
  const lang = currentLanguage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const question = { trialId: trialId ?? '', questionId };
  const listed = useAnswerFilesQuery(question, { skip: !trialId });
  const [remove] = useDeleteAnswerFileMutation();
  const files: AnswerFile[] = listed.data ?? settings.files;
  const filesRef = useRef(files);
  filesRef.current = files;
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [dragging, setDragging] = useState(false);
  const units = { kb: t('types.fileUpload.kb'), mb: t('types.fileUpload.mb') };
  const kinds = settings.kinds.map((k) => t(`types.fileUpload.kind.${k}`)).join(t('types.fileUpload.or'));
  const full = files.length + uploading.length >= settings.max_files;
  const chooseLabel = t(settings.max_files > 1 ? 'types.fileUpload.chooseMany' : 'types.fileUpload.choose');

  const send = async (file: File): Promise<AnswerFile> => {
    const key = `${file.name}-${file.size}-${Math.random()}`;
    setUploading((list) => [...list, { key, name: file.name, progress: 0 }]);
    const progress = (share: number) => setUploading((list) => list.map((u) => (u.key === key ? { ...u, progress: share } : u)));
    try {
      const path = answerFilesPath(question);
      return await uploadAnswerFile(path, file, progress).catch(async (e: unknown) => {
        // An expired access token: any RTK Query call refreshes the session; then once more.
        if (!(e instanceof UploadError) || e.status !== 401) throw e;
        await listed.refetch();
        return uploadAnswerFile(path, file, progress);
      });
    } finally {
      setUploading((list) => list.filter((u) => u.key !== key));
    }
  };

  const add = async (chosen: readonly File[]) => {
    if (!trialId) return;
    setError('');
    let room = settings.max_files - filesRef.current.length - uploading.length;
    for (const file of chosen) {
      if (room <= 0) {
        setError(t('types.fileUpload.tooMany', { count: settings.max_files }));
        break;
      }
      if (file.size > settings.max_size_mb * MB) {
        setError(t('types.fileUpload.tooLarge', { name: file.name, size: settings.max_size_mb }));
        continue;
      }
      room -= 1;
      try {
        const saved = await send(file);
        const next = [...filesRef.current.map((f) => f.id), saved.id];
        onAnswer(next);
        await listed.refetch();
        setStatus(t('types.fileUpload.uploaded', { name: saved.name }));
      } catch (e) {
        const message = e instanceof UploadError && e.message ? e.message : t('types.fileUpload.failed', { name: file.name });
        setError(message);
      }
    }
  };

  const drop = async (file: AnswerFile) => {
    if (!trialId) return;
    setError('');
    const done = await remove({ ...question, fileId: file.id })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (!done) {
      setError(t('types.fileUpload.removeFailed', { name: file.name }));
      return;
    }
    onAnswer(filesRef.current.filter((f) => f.id !== file.id).map((f) => f.id));
    await listed.refetch();
    setStatus(t('types.fileUpload.removed', { name: file.name }));
    input.current?.focus();
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void add([...e.dataTransfer.files]);
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        data-dropzone=""
        onDragOver={(e) => {
          e.preventDefault();
          if (trialId && !full) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-border p-5 text-center',
          dragging && 'border-primary bg-primary-soft',
        )}
      >
        <Upload aria-hidden className="size-6 text-fg-muted" />
        <input
          ref={input}
          id={id}
          type="file"
          // Out of the page: the button below is the one control people and assistive technology use.
          hidden
          multiple={settings.max_files > 1}
          accept={settings.kinds.map((k) => ACCEPT[k]).join(',')}
          onChange={(e) => {
            const chosen = [...(e.target.files ?? [])];
            e.target.value = '';
            void add(chosen);
          }}
        />
        <Button
          variant="secondary"
          disabled={!trialId || full}
          aria-describedby={`${labelledBy} ${id}-limits`}
          onClick={() => input.current?.click()}
        >
          {chooseLabel}
        </Button>
        <p className="text-sm text-fg-muted">{t('types.fileUpload.drop')}</p>
        <p id={`${id}-limits`} className="text-sm text-fg-muted">
          {t('types.fileUpload.limits', { count: settings.max_files, size: settings.max_size_mb, kinds })}
        </p>
        {!trialId && <p className="text-sm text-fg-muted">{t('types.fileUpload.preview')}</p>}
      </div>

      {uploading.map((u) => (
        <div key={u.key} className="flex flex-col gap-1">
          <span className="truncate text-sm text-fg" dir="auto">
            {t('types.fileUpload.uploading', { name: u.name })}
          </span>
          <progress
            className="h-2 w-full accent-primary"
            max={1}
            value={u.progress}
            aria-label={t('types.fileUpload.uploading', { name: u.name })}
          />
        </div>
      ))}

      {files.length > 0 && (
        <ul aria-label={t('types.fileUpload.list')} className="flex flex-col gap-2">
          {files.map((file) => {
            const Icon = file.kind === 'pdf' ? FileText : ImageIcon;
            return (
              <li key={file.id} className="flex items-center gap-3 rounded-lg border border-border bg-surface px-3 py-2">
                <Icon aria-hidden className="size-5 shrink-0 text-fg-muted" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-fg" dir="auto">
                    {file.name}
                  </span>
                  <span className="text-xs text-fg-muted">{fileSize(file.size, lang, units)}</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('types.fileUpload.remove', { name: file.name })}
                  onClick={() => void drop(file)}
                >
                  <Trash2 aria-hidden className="size-4" />
                  <span className="hidden sm:inline">{t('types.fileUpload.removeShort')}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
      <p className="text-sm text-fg-muted">{t('types.fileUpload.hint')}</p>
    </div>
  );
}
