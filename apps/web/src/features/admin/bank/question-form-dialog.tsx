import type { AdminQuestion, QuestionInput } from '@mizan/contract/admin/questions';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Input } from '@/components/ui/input';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { useGetBankCategoriesQuery } from '../categories/api';
import { IdSelect } from '../form/id-select';
import { RichBilingualField } from '../form/rich-text-field';
import { TagsField } from '../form/tags-field';
import { useFieldError } from '../form/use-field-error';
import { numberOrNull } from '../form/values';
import { useCreateQuestionMutation, useUpdateQuestionMutation } from './api';
import { DeleteQuestionButton } from './delete-question-button';
import { QuestionPreview } from './question-preview';
import { newQuestion, questionResolver, questionValues, type QuestionValues } from './question-values';
import { TypeChooser, TypeFields } from './types/type-fields';

interface QuestionFormDialogProps {
  /** The question to edit, or null to write a new one. */
  question: AdminQuestion | null;
  /** Dimension codes of the profile quiz the question is written for: options get points instead of a correct one. */
  dimensions?: string[];
  defaultCategory?: number | null;
  onClose: () => void;
  onSaved: (question: AdminQuestion) => void;
}

const FIELDS = ['type', 'text', 'category', 'tags', 'difficulty', 'mark', 'time_limit_seconds', 'options'] as const;

/** Writes or edits a bank question; used by the bank and, in place, by the quiz editor's sections. */
export function QuestionFormDialog({ question, dimensions = [], defaultCategory = null, onClose, onSaved }: QuestionFormDialogProps) {
  const { t } = useTranslation('admin');
  const form = useForm<QuestionValues, unknown, QuestionInput>({
    resolver: questionResolver,
    defaultValues: question ? questionValues(question) : newQuestion(defaultCategory),
  });
  const { alert, report } = useServerErrors(form.setError, FIELDS);
  const returnFocus = useReturnFocus(true);
  const [create] = useCreateQuestionMutation();
  const [update] = useUpdateQuestionMutation();
  const { data: categories = [] } = useGetBankCategoriesQuery();
  // Opened from the bank, a profile question keeps its points editor: its dimensions are the codes it scores.
  const codes = dimensions.length ? dimensions : [...new Set(question?.options.flatMap((o) => Object.keys(o.points ?? {})) ?? [])];

  const submit = form.handleSubmit(async (body) => {
    try {
      onSaved(question ? await update({ id: question.id, body }).unwrap() : await create(body).unwrap());
    } catch (failure) {
      report(failure);
    }
  });

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed inset-x-2 top-4 bottom-4 z-50 mx-auto flex max-w-6xl flex-col rounded-2xl border border-border bg-surface text-fg shadow-xl focus:outline-none sm:inset-x-4"
        >
          <div className="flex items-center justify-between border-b border-border px-5 py-3">
            <Dialog.Title className="text-lg font-bold">{t(question ? 'bank.form.editTitle' : 'bank.form.newTitle')}</Dialog.Title>
            <Dialog.Description className="sr-only">{t('bank.form.description')}</Dialog.Description>
            <Dialog.Close className="rounded-lg p-2 text-fg-muted hover:bg-surface-muted hover:text-fg" aria-label={t('actions.close')}>
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          <FormProvider {...form}>
            <form
              noValidate
              className="flex min-h-0 flex-1 flex-col"
              onSubmit={(e) => {
                // The dialog sits inside the quiz editor's form in the React tree: keep its submit from bubbling there.
                e.stopPropagation();
                void submit(e);
              }}
            >
              <div className="grid min-h-0 flex-1 gap-5 overflow-y-auto p-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                <div className="flex flex-col gap-4">
                  <FormAlert message={alert} />
                  <TypeChooser profile={codes.length > 0} />
                  <Input label={t('bank.form.name')} hint={t('bank.form.nameHint')} maxLength={255} {...form.register('name')} />
                  <RichBilingualField name="text" label={t('bank.form.text')} />
                  <QuestionMeta categories={categories.map((c) => ({ value: String(c.id), label: c.path }))} />
                  <TypeFields dimensions={codes} />
                  <RichBilingualField name="general_feedback" label={t('bank.form.generalFeedback')} />
                </div>
                <div className="lg:sticky lg:top-0 lg:self-start">
                  <QuestionPreview />
                </div>
              </div>
              <div className="flex flex-wrap justify-end gap-2 border-t border-border px-5 py-3">
                {question && <DeleteQuestionButton question={question} onDeleted={onClose} />}
                <Button variant="secondary" onClick={onClose}>
                  {t('actions.cancel')}
                </Button>
                <Button type="submit" loading={form.formState.isSubmitting}>
                  {t('actions.save')}
                </Button>
              </div>
            </form>
          </FormProvider>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function QuestionMeta({ categories }: { categories: { value: string; label: string }[] }) {
  const { t } = useTranslation('admin');
  const { register } = useFormContext<QuestionValues>();
  const error = useFieldError();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <IdSelect name="category" label={t('bank.form.category')} emptyLabel={t('bank.uncategorized')} options={categories} />
      <TagsField name="tags" label={t('bank.form.tags')} hint={t('bank.form.tagsHint')} />
      <Select
        label={t('bank.form.difficulty')}
        options={[1, 2, 3, 4, 5].map((d) => ({ value: String(d), label: t(`bank.difficulty.${d}`) }))}
        {...register('difficulty', { valueAsNumber: true })}
      />
      <Input
        type="number"
        min={1}
        max={100}
        label={t('bank.form.mark')}
        error={error('mark')}
        {...register('mark', { valueAsNumber: true })}
      />
      <Input
        type="number"
        min={5}
        max={3600}
        label={t('bank.form.timeLimit')}
        hint={t('bank.form.timeLimitHint')}
        error={error('time_limit_seconds')}
        {...register('time_limit_seconds', { setValueAs: numberOrNull })}
      />
    </div>
  );
}
