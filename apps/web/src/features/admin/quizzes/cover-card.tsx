import { COVER_MAX_BYTES, COVER_MAX_MB, type AdminQuizDetail } from '@mizan/contract/admin/quizzes';
import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { readServerError } from '@/lib/forms/server-errors';
import { FormCard } from '../form/form-card';
import { useSetQuizCoverMutation } from './api';
import type { DraftValues } from './draft-defaults';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * The quiz's cover: uploaded at once (the server re-encodes it) and kept in the draft, so it reaches students
 * with the next publish. The form's own copy follows, so a later save keeps it.
 */
export function CoverCard({ quiz }: { quiz: AdminQuizDetail }) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const form = useFormContext<DraftValues>();
  const [setCover, { isLoading }] = useSetQuizCoverMutation();
  const [error, setError] = useState<string | null>(null);

  const apply = async (body: FormData | null) => {
    setError(null);
    const result = await setCover({ id: quiz.id, body });
    if (result.error) return setError(readServerError(result.error, []).detail ?? t('common:status.genericError'));
    form.setValue('cover_image', result.data.draft.cover_image, { shouldDirty: false });
  };
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type) || file.size > COVER_MAX_BYTES)
      return setError(t('errors:accounts.avatar_invalid', { size: COVER_MAX_MB }));
    const body = new FormData();
    body.append('cover', file);
    void apply(body);
  };

  return (
    <FormCard title={t('editor.cover.title')} description={t('editor.cover.hint', { size: COVER_MAX_MB })}>
      {quiz.cover_image_url ? (
        <img src={quiz.cover_image_url} alt={t('editor.cover.current')} className="aspect-video w-full rounded-lg object-cover" />
      ) : (
        <p className="text-sm text-fg-muted">{t('editor.cover.none')}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED.join(',')}
          className="peer sr-only"
          disabled={isLoading}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-border bg-surface px-3 text-sm font-medium text-fg hover:bg-surface-muted peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
        >
          <ImageUp aria-hidden className="size-4" />
          {quiz.cover_image_url ? t('editor.cover.replace') : t('editor.cover.upload')}
        </label>
        {quiz.cover_image_url && (
          <Button variant="ghost" size="sm" className="text-danger" loading={isLoading} onClick={() => void apply(null)}>
            <Trash2 aria-hidden className="size-4" />
            {t('editor.cover.remove')}
          </Button>
        )}
      </div>
      <FormAlert message={error} />
    </FormCard>
  );
}
