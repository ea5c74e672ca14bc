import { toAsciiDigits } from '@mizan/contract/numeric-input';
import { Clock, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { TextArea } from '@/components/ui/text-area';
import { currentLanguage } from '@/lib/language';
import { apiErrorText } from '@/lib/quiz/api-error';
import { formatNumber } from '@/lib/quiz/format';
import { useAnnounceLiveMutation, useExtendEveryoneMutation } from './api';

/** What an invigilator does for the whole room (#32): more time for everyone running, an announcement to every player. */
export function RoomActions({ quizId }: { quizId: number }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const [minutes, setMinutes] = useState('5');
  const [text, setText] = useState('');
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const [extend, extending] = useExtendEveryoneMutation();
  const [announce, announcing] = useAnnounceLiveMutation();

  const run = async (action: () => Promise<string>) => {
    setStatus('');
    setProblem('');
    try {
      setStatus(await action());
    } catch (failure) {
      setProblem(apiErrorText(failure) ?? t('live.failed'));
    }
  };

  return (
    <Card className="grid gap-5 p-5 md:grid-cols-2">
      <FormAlert message={problem} />
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const value = Number(toAsciiDigits(minutes).trim());
          if (!Number.isInteger(value) || value < 1 || value > 600) {
            setProblem(t('live.minutesRange'));
            return;
          }
          void run(async () => {
            const { extended } = await extend({ quizId, body: { minutes: value } }).unwrap();
            return t('live.extendedAll', { count: extended, n: formatNumber(extended, lang), minutes: formatNumber(value, lang) });
          });
        }}
      >
        <Input
          label={t('live.extendAllMinutes')}
          inputMode="numeric"
          dir="ltr"
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
        />
        <Button type="submit" variant="secondary" loading={extending.isLoading} className="self-start">
          <Clock aria-hidden className="size-4" />
          {t('live.extendAll')}
        </Button>
      </form>
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) {
            setProblem(t('live.announcementEmpty'));
            return;
          }
          void run(async () => {
            const { running } = await announce({ quizId, body: { text: text.trim() } }).unwrap();
            setText('');
            return t('live.announced', { count: running, n: formatNumber(running, lang) });
          });
        }}
      >
        <TextArea
          label={t('live.announcement')}
          hint={t('live.announcementHint')}
          rows={2}
          maxLength={500}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" loading={announcing.isLoading} className="self-start">
          <Send aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('live.send')}
        </Button>
      </form>
      <p role="status" aria-live="polite" className="text-sm text-fg-muted md:col-span-2 empty:hidden">
        {status}
      </p>
    </Card>
  );
}
