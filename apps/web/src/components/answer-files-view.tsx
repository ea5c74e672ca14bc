import type { AnswerFile } from '@mizan/contract/answer-files';
import { ExternalLink, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/language';
import { useAnswerFilesQuery, useAnswerFileUrlQuery } from '@/lib/quiz/answer-files-api';
import { fileSize } from '@/lib/quiz/file-size';

interface AnswerFilesViewProps {
  trialId: string;
  questionId: number;
  /** The ids the answer submitted, in its order: files uploaded but not submitted are not part of it. */
  fileIds: readonly string[];
}

/**
 * A file answer as the marker and the student read it: images shown in place (alt text: the file name), PDFs as a
 * link that opens them. The bytes come through the authenticated API, so the browser never caches them publicly.
 */
export function AnswerFilesView({ trialId, questionId, fileIds }: AnswerFilesViewProps) {
  const { t } = useTranslation('common');
  const listed = useAnswerFilesQuery({ trialId, questionId }, { skip: fileIds.length === 0 });
  if (fileIds.length === 0) return <p className="text-sm text-fg-muted">{t('answerFiles.none')}</p>;
  if (listed.isLoading) return <Skeleton className="h-32 w-full rounded-xl" />;
  const byId = new Map((listed.data ?? []).map((f) => [f.id, f]));
  const files = fileIds.flatMap((id) => byId.get(id) ?? []);
  if (files.length === 0) return <p className="text-sm text-fg-muted">{t('answerFiles.unavailable')}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label={t('answerFiles.list')}>
      {files.map((file) => (
        <li key={file.id}>
          <OneFile trialId={trialId} questionId={questionId} file={file} />
        </li>
      ))}
    </ul>
  );
}

function OneFile({ trialId, questionId, file }: { trialId: string; questionId: number; file: AnswerFile }) {
  const { t } = useTranslation('common');
  const lang = currentLanguage();
  const url = useAnswerFileUrlQuery({ trialId, questionId, fileId: file.id });
  const size = fileSize(file.size, lang, { kb: t('answerFiles.kb'), mb: t('answerFiles.mb') });
  if (file.kind === 'image')
    return (
      <figure className="flex flex-col gap-1">
        {url.data ? (
          <img
            src={url.data}
            alt={file.name}
            className="max-h-[70vh] w-auto max-w-full self-start rounded-lg border border-border object-contain"
          />
        ) : (
          <Skeleton className="h-48 w-full rounded-lg" />
        )}
        <figcaption className="text-xs text-fg-muted">
          <bdi>{file.name}</bdi> · {size}
        </figcaption>
      </figure>
    );
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border px-3 py-2">
      <FileText aria-hidden className="size-5 shrink-0 text-fg-muted" />
      <span className="min-w-0 flex-1 truncate text-sm" dir="auto">
        {file.name} <span className="text-xs text-fg-muted">· {size}</span>
      </span>
      {url.data ? (
        <a
          href={url.data}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline"
        >
          <ExternalLink aria-hidden className="size-4" />
          {t('answerFiles.open', { name: file.name })}
        </a>
      ) : (
        <span className="text-sm text-fg-muted">{t('answerFiles.loading')}</span>
      )}
    </div>
  );
}
