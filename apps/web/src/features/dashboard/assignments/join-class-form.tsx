import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAppDispatch } from '@/lib/hooks';
import { noticeShown } from '@/lib/notices/notice-slice';
import { apiError, apiErrorText } from '@/lib/quiz/api-error';
import { useJoinGroupMutation } from './api';

/** Joins a class with the code a teacher handed out (or the one a join link carried, `initialCode`). */
export function JoinClassForm({ initialCode = '' }: { initialCode?: string }) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string>();
  const [join, { isLoading }] = useJoinGroupMutation();
  const submit = async () => {
    setError(undefined);
    if (!code.trim()) return setError(t('assignments.codeRequired'));
    try {
      const result = await join({ code: code.trim() }).unwrap();
      setCode('');
      dispatch(
        noticeShown({
          tone: 'info',
          text: t(result.joined ? 'assignments.joined' : 'assignments.alreadyJoined', { name: result.group.name }),
        }),
      );
    } catch (failure) {
      const field = (apiError(failure).body as { code?: string[] }).code;
      setError(field?.[0] ?? apiErrorText(failure) ?? t('assignments.joinFailed'));
    }
  };
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="min-w-0 flex-1 sm:max-w-xs">
        <Input
          label={t('assignments.joinLabel')}
          hint={t('assignments.joinHint')}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" loading={isLoading}>
        <UserPlus aria-hidden className="size-4" />
        {t('assignments.join')}
      </Button>
    </form>
  );
}
