import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useGetBankCategoriesQuery } from '../categories/api';
import { useImportQuestionsMutation, useStartQuestionImportMutation } from './api';
import { CheckStep } from './check-step';
import { ChooseFileStep, type ImportChoice } from './choose-file-step';
import { importForm } from './import-form';
import { ResultStep } from './result-step';
import { StepSection } from './step-section';
import { WizardSteps, type Step } from './wizard-steps';

/**
 * The question import wizard: choose a file → a dry run's report → the real import. The choice stays in this
 * page's state across the steps, so going back finds the file and options as they were. `?category=` (the bank's
 * current category) preselects the target.
 */
export default function ImportPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const { data: categories = [] } = useGetBankCategoriesQuery();
  const [choice, setChoice] = useState<ImportChoice>({ file: null, format: 'gift', category: params.get('category') ?? '' });
  const [step, setStep] = useState<Step>('choose');
  // The heading takes the focus once the operator moves between steps, not when the page first opens.
  const [moved, setMoved] = useState(false);
  const [check, checked] = useImportQuestionsMutation();
  const [start, started] = useStartQuestionImportMutation();

  const go = (next: Step) => {
    setStep(next);
    setMoved(true);
  };
  const send = (dryRun: boolean) => {
    const { file } = choice;
    if (!file) return;
    go(dryRun ? 'check' : 'import');
    // The check answers at once; the real run is a background job whose progress the last step follows.
    if (dryRun) void check(importForm({ ...choice, file }, true));
    else void start(importForm({ ...choice, file }, false));
  };
  const startOver = () => {
    setChoice({ ...choice, file: null });
    checked.reset();
    started.reset();
    go('choose');
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <Link to={paths.adminBank} className="flex w-fit items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('transfer.backToBank')}
      </Link>
      <PageHeader title={t('transfer.title')} description={t('transfer.description')} />
      <WizardSteps current={step} />
      <Card className="p-5">
        <StepSection key={step} title={t(`transfer.steps.${step}`)} focusHeading={moved}>
          {step === 'choose' && <ChooseFileStep choice={choice} categories={categories} onChange={setChoice} onCheck={() => send(true)} />}
          {step === 'check' && (
            <CheckStep
              report={checked.data}
              loading={checked.isLoading}
              failure={checked.error}
              onBack={() => go('choose')}
              onImport={() => send(false)}
            />
          )}
          {step === 'import' && (
            <ResultStep
              jobId={started.data?.id}
              uploading={started.isLoading}
              failure={started.error}
              category={choice.category}
              onBack={() => go('check')}
              onAnother={startOver}
            />
          )}
        </StepSection>
      </Card>
    </div>
  );
}
