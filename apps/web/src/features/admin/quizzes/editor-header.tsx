import type { AdminQuizDetail, PublishProblem } from '@mizan/contract/admin/quizzes';
import { ChartColumn, Copy, Eye, PenLine, Radio, Rocket, Save, Trash2, Undo2, Users } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { paths } from '@/lib/paths';
import { apiError } from '@/lib/quiz/api-error';
import { formatNumber } from '@/lib/quiz/format';
import { errorText } from '../shell/error-text';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { useDeleteQuizMutation, usePreviewQuizMutation, useQuizActionMutation } from './api';
import { ProblemsDialog } from './problems-dialog';
import { StatusBadge } from './status-badge';

interface EditorHeaderProps {
  quiz: AdminQuizDetail | null;
  save: () => Promise<AdminQuizDetail | null>;
}

/** Title, status and every action on the quiz. */
export function EditorHeader({ quiz, save }: EditorHeaderProps) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { formState } = useFormContext();
  const [action, { isLoading: acting }] = useQuizActionMutation();
  const [preview, { isLoading: previewing }] = usePreviewQuizMutation();
  const [remove, { isLoading: removing }] = useDeleteQuizMutation();
  const [problems, setProblems] = useState<PublishProblem[] | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const notify = (text: string | undefined, tone: 'info' | 'error' = 'info') =>
    dispatch(noticeShown({ tone, text, messageKey: 'status.genericError' }));
  /** The saved quiz to act on: pending edits are saved first, so what is published is what the operator sees. */
  const saved = async () => (formState.isDirty ? save() : quiz);

  const publish = async () => {
    const current = await saved();
    if (!current) return;
    try {
      const published = await action({ id: current.id, action: 'quizPublish' }).unwrap();
      notify(t('editor.published', { n: formatNumber(published.current_version ?? 0, currentLanguage()) }));
    } catch (failure) {
      const { body } = apiError(failure) as { body: { error_code?: string; problems?: PublishProblem[] } };
      if (body.error_code === 'quiz_not_publishable') setProblems(body.problems ?? []);
      else notify(errorText(failure), 'error');
    }
  };
  const run = async (kind: 'quizUnpublish' | 'quizDuplicate') => {
    if (!quiz) return;
    try {
      const result = await action({ id: quiz.id, action: kind }).unwrap();
      notify(t(kind === 'quizUnpublish' ? 'editor.unpublished' : 'editor.duplicated'));
      if (kind === 'quizDuplicate') navigate(paths.adminQuiz(result.id));
    } catch (failure) {
      notify(errorText(failure), 'error');
    }
  };
  const startPreview = async () => {
    const current = await saved();
    if (!current) return;
    try {
      const trial = await preview(current.id).unwrap();
      navigate(paths.play(trial.quiz, trial.id, trial.first_question.id));
    } catch (failure) {
      notify(errorText(failure), 'error');
    }
  };
  const destroy = async () => {
    if (!quiz) return;
    try {
      const { result } = await remove(quiz.id).unwrap();
      notify(t(`editor.${result}`));
      navigate(paths.adminQuizzes);
    } catch (failure) {
      notify(errorText(failure), 'error');
    } finally {
      setConfirmDelete(false);
    }
  };

  return (
    <header className="flex flex-col gap-4">
      <nav aria-label={t('editor.breadcrumb')} className="text-sm text-fg-muted">
        <Link to={paths.adminQuizzes} className="hover:text-fg hover:underline">
          {t('quizzes.title')}
        </Link>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="truncate text-2xl font-bold text-fg" dir="auto">
            {quiz ? quiz.title || t('editor.untitled') : t('quizzes.new')}
          </h1>
          {quiz && <StatusBadge status={quiz.status} pending={quiz.has_unpublished_changes || formState.isDirty} />}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={formState.isSubmitting}>
            <Save aria-hidden className="size-4" />
            {t('actions.save')}
          </Button>
          {/* A new quiz gets its address on the first save; acting on it before would race the move to that address. */}
          {quiz && (
            <>
              <Button variant="secondary" loading={acting} onClick={() => void publish()}>
                <Rocket aria-hidden className="size-4" />
                {t('editor.publish')}
              </Button>
              <Button variant="secondary" loading={previewing} onClick={() => void startPreview()}>
                <Eye aria-hidden className="size-4" />
                {t('editor.preview')}
              </Button>
              {quiz.current_version !== null && (
                <Button variant="ghost" asChild>
                  <Link to={paths.adminQuizStatistics(quiz.id)}>
                    <ChartColumn aria-hidden className="size-4" />
                    {t('editor.statistics')}
                  </Link>
                </Button>
              )}
              {quiz.current_version !== null && (
                <>
                  <Button variant="ghost" asChild>
                    <Link to={paths.adminQuizTrials(quiz.id)}>
                      <Users aria-hidden className="size-4" />
                      {t('editor.attempts')}
                    </Link>
                  </Button>
                  <Button variant="ghost" asChild>
                    <Link to={paths.adminQuizMarking(quiz.id)}>
                      <PenLine aria-hidden className="size-4" />
                      {t('editor.markAnswers')}
                    </Link>
                  </Button>
                  <Button variant="ghost" asChild>
                    <Link to={paths.adminQuizLive(quiz.id)}>
                      <Radio aria-hidden className="size-4" />
                      {t('live.open')}
                    </Link>
                  </Button>
                </>
              )}
            </>
          )}
          {quiz?.status === 'published' && (
            <Button variant="ghost" onClick={() => void run('quizUnpublish')}>
              <Undo2 aria-hidden className="size-4" />
              {t('editor.unpublish')}
            </Button>
          )}
          {quiz && (
            <>
              <Button variant="ghost" onClick={() => void run('quizDuplicate')}>
                <Copy aria-hidden className="size-4" />
                {t('editor.duplicate')}
              </Button>
              <Button variant="ghost" className="text-danger" onClick={() => setConfirmDelete(true)}>
                <Trash2 aria-hidden className="size-4" />
                {t('actions.delete')}
              </Button>
            </>
          )}
        </div>
      </div>
      <ProblemsDialog problems={problems} onClose={() => setProblems(null)} />
      <ConfirmDialog
        open={confirmDelete}
        title={t('editor.deleteTitle')}
        description={t('editor.deleteDescription')}
        confirmLabel={t('actions.delete')}
        danger
        busy={removing}
        onConfirm={() => void destroy()}
        onClose={() => setConfirmDelete(false)}
      />
    </header>
  );
}
