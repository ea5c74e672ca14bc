import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES, AVATAR_MAX_MB } from '@mizan/contract/profile';
import { FormAlert } from '@/components/form-alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { readServerError } from '@/lib/forms/server-errors';
import type { SessionUser } from '@/lib/session/user';
import { useDeleteAvatarMutation, useUpdateProfileMutation } from '../api';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** Pick a picture, check it in the preview, then upload it (multipart); or remove the current one. */
export function AvatarCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['profile', 'errors']);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [upload, uploading] = useUpdateProfileMutation();
  const [remove, removing] = useDeleteAvatarMutation();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    if (!ACCEPTED.includes(picked.type) || picked.size > AVATAR_MAX_BYTES) {
      setMessage({ tone: 'error', text: t('errors:accounts.avatar_invalid', { size: AVATAR_MAX_MB }) });
      return;
    }
    setMessage(null);
    setFile(picked);
  };
  const save = async () => {
    if (!file) return;
    const body = new FormData();
    body.append('avatar', file);
    const result = await upload(body);
    if (result.error)
      return setMessage({ tone: 'error', text: readServerError(result.error, []).detail ?? t('common:status.genericError') });
    setFile(null);
    setMessage({ tone: 'success', text: t('avatar.saved') });
  };
  const drop = async () => {
    const result = await remove();
    if (result.error)
      return setMessage({ tone: 'error', text: readServerError(result.error, []).detail ?? t('common:status.genericError') });
    setMessage({ tone: 'success', text: t('avatar.removed') });
  };

  return (
    <Card className="flex flex-col gap-4 p-6">
      <h2 className="text-base font-bold text-fg">{t('avatar.title')}</h2>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
        {preview ? (
          <img src={preview} alt={t('avatar.preview')} className="size-24 shrink-0 rounded-full object-cover ring-2 ring-primary" />
        ) : (
          <Avatar src={user.avatar} name={user.fullname} className="size-24 text-2xl" />
        )}
        <div className="flex flex-1 flex-col items-center gap-3 sm:items-start">
          <p className="text-sm text-fg-muted">{preview ? t('avatar.previewHint') : t('avatar.hint', { size: AVATAR_MAX_MB })}</p>
          <div className="flex flex-wrap justify-center gap-2">
            {file ? (
              <>
                <Button onClick={() => void save()} loading={uploading.isLoading}>
                  {t('avatar.save')}
                </Button>
                <Button variant="secondary" onClick={() => setFile(null)} disabled={uploading.isLoading}>
                  {t('avatar.cancel')}
                </Button>
              </>
            ) : (
              <>
                <input
                  id={inputId}
                  type="file"
                  accept={ACCEPTED.join(',')}
                  className="peer sr-only"
                  onChange={(event) => {
                    choose(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
                <label
                  htmlFor={inputId}
                  className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-border bg-surface px-4 text-sm font-medium text-fg hover:bg-surface-muted peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
                >
                  <ImageUp aria-hidden className="size-4" />
                  {user.avatar ? t('avatar.replace') : t('avatar.upload')}
                </label>
                {user.avatar && (
                  <Button variant="ghost" className="text-danger" onClick={() => void drop()} loading={removing.isLoading}>
                    <Trash2 aria-hidden className="size-4" />
                    {t('avatar.remove')}
                  </Button>
                )}
              </>
            )}
          </div>
        </div>
      </div>
      <FormAlert message={message?.text} tone={message?.tone} />
    </Card>
  );
}
