import { QuizDraft, type AdminQuizDetail } from '@mizan/contract/admin/quizzes';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { paths } from '@/lib/paths';
import { AccessRulesCard } from '../exam-access/access-rules-card';
import { useUnsavedGuard } from '../form/unsaved-guard';
import { useCreateQuizMutation, useUpdateQuizMutation } from './api';
import { emptyDraft, type DraftValues } from './draft-defaults';
import { CoverCard } from './cover-card';
import { EditorHeader } from './editor-header';
import { GeneralCard } from './general-card';
import { InstructionsCard } from './instructions-card';
import { OverallFeedbackCard } from './overall-feedback-card';
import { PersonalInfoCard } from './personal-info-card';
import { ScoringCard } from './scoring-card';
import { SectionsCard } from './sections/sections-card';
import { SettingsCard } from './settings-card';
import { VersionsCard } from './versions-card';

const TOP_FIELDS = Object.keys(QuizDraft.shape) as (keyof DraftValues)[];

export function QuizEditor({ quiz }: { quiz: AdminQuizDetail | null }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const form = useForm<DraftValues, unknown, QuizDraft>({ resolver: zodForm(QuizDraft), defaultValues: quiz?.draft ?? emptyDraft() });
  const { alert, setAlert, report } = useServerErrors(form.setError, TOP_FIELDS);
  const guard = useUnsavedGuard(form.formState.isDirty && !form.formState.isSubmitting);
  const [create] = useCreateQuizMutation();
  const [update] = useUpdateQuizMutation();

  /** Saves the draft; resolves to the saved quiz, or null when the form or the server refused it. */
  const save = (): Promise<AdminQuizDetail | null> =>
    new Promise((resolve) => {
      void form.handleSubmit(
        async (draft) => {
          setAlert(null);
          try {
            const saved = quiz ? await update({ id: quiz.id, body: draft }).unwrap() : await create(draft).unwrap();
            form.reset(saved.draft);
            if (!quiz) {
              guard.allow();
              navigate(paths.adminQuiz(saved.id), { replace: true });
            }
            resolve(saved);
          } catch (failure) {
            report(failure);
            resolve(null);
          }
        },
        () => {
          setAlert(t('editor.fixErrors'));
          resolve(null);
        },
      )();
    });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        className="mx-auto flex w-full max-w-6xl flex-col gap-6"
      >
        <EditorHeader quiz={quiz} save={save} />
        <FormAlert message={alert} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <GeneralCard />
            <SectionsCard />
            <SettingsCard />
            <ScoringCard />
            <InstructionsCard />
            <OverallFeedbackCard />
            <PersonalInfoCard />
          </div>
          {quiz && (
            <aside className="flex flex-col gap-6 lg:sticky lg:top-20 lg:self-start">
              <CoverCard quiz={quiz} />
              <VersionsCard quiz={quiz} />
            </aside>
          )}
        </div>
      </form>
      {/* Its own form (rules apply at once, not with the next version), so outside the draft's. */}
      {quiz && (
        <div className="mx-auto mt-6 w-full max-w-6xl lg:pe-[19.5rem]">
          <AccessRulesCard target={{ kind: 'quiz', id: quiz.id }} />
        </div>
      )}
      {guard.prompt}
    </FormProvider>
  );
}
