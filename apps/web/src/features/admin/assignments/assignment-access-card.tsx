import type { AdminAssignment } from '@mizan/contract/admin/assignments';
import type { AssignmentAccessRules } from '@mizan/contract/admin/exam-access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Fact, Facts } from '@/components/ui/facts';
import { ModalShell } from '@/components/ui/modal-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { CheckField } from '../form/check-field';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { FormCard } from '../form/form-card';
import { useDropAssignmentAccessRulesMutation, useGetAssignmentAccessRulesQuery } from '../exam-access/api';
import { RulesForm } from '../exam-access/access-rules-card';
import { errorText } from '../shell/error-text';

/** The assignment's access rules (#32) in a dialog opened from its row. */
export function AssignmentAccessDialog({ assignment, onClose }: { assignment: AdminAssignment; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <ModalShell open onClose={onClose} title={t('assignmentAccess.title', { name: assignment.quiz.title })} className="sm:max-w-2xl">
      <div className="text-start">
        <AssignmentAccessCard assignment={assignment} />
      </div>
    </ModalShell>
  );
}

/**
 * An assignment's sittings follow its quiz's access rules until it has its own (a class's room password, its
 * network, its SEB keys), which then replace the quiz's for the students who start through it.
 */
export function AssignmentAccessCard({ assignment }: { assignment: AdminAssignment }) {
  const { t } = useTranslation('admin');
  const { data: rules, isLoading, isError } = useGetAssignmentAccessRulesQuery(assignment.id);
  return (
    <FormCard title={t('examAccess.title')} description={t('assignmentAccess.description')}>
      {isLoading && <Skeleton className="h-40" />}
      {isError && <FormAlert message={t('examAccess.loadFailed')} />}
      {assignment.quiz.access !== 'assigned' && <p className="text-sm text-fg-muted">{t('assignmentAccess.assignedOnly')}</p>}
      {rules && <OwnRules id={assignment.id} rules={rules} />}
    </FormCard>
  );
}

function OwnRules({ id, rules }: { id: number; rules: AssignmentAccessRules }) {
  const { t } = useTranslation('admin');
  const [own, setOwn] = useState(rules.own_rules);
  const [drop, { isLoading: dropping }] = useDropAssignmentAccessRulesMutation();
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);

  const toggle = (on: boolean) => {
    setStatus('');
    setAlert(undefined);
    // Turning it on only opens the form: the assignment has its own rules once they are saved. Turning saved rules
    // off deletes them (the class's password with them), so it asks first.
    if (on || !rules.own_rules) setOwn(on);
    else setConfirming(true);
  };
  const dropRules = async () => {
    try {
      await drop(id).unwrap();
      setOwn(false);
      setStatus(t('assignmentAccess.dropped'));
    } catch (failure) {
      setAlert(errorText(failure) ?? t('examAccess.loadFailed'));
    }
    setConfirming(false);
  };

  return (
    <>
      <FormAlert message={alert} />
      <CheckField
        role="switch"
        aria-checked={own}
        checked={own}
        disabled={dropping}
        label={t('assignmentAccess.own')}
        hint={t('assignmentAccess.ownHint')}
        onChange={(e) => toggle(e.target.checked)}
      />
      <ConfirmDialog
        open={confirming}
        danger
        title={t('assignmentAccess.dropTitle')}
        description={t('assignmentAccess.dropText')}
        confirmLabel={t('assignmentAccess.drop')}
        busy={dropping}
        onConfirm={() => void dropRules()}
        onClose={() => setConfirming(false)}
      />
      <p className="text-sm text-fg-muted" role="status" aria-live="polite">
        {status}
      </p>
      {own ? (
        <RulesForm
          target={{ kind: 'assignment', id }}
          // Starting its own rules from the quiz's: the quiz's password is not carried over.
          rules={rules.own_rules ? rules : { ...rules, access_password_set: false }}
          unsaved={!rules.own_rules}
        />
      ) : (
        <QuizRules rules={rules} />
      )}
    </>
  );
}

/** The quiz's rules, which apply to the assignment's sittings while it has none of its own. */
function QuizRules({ rules }: { rules: AssignmentAccessRules }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-label={t('assignmentAccess.quizRules')} className="flex flex-col gap-3 rounded-xl border border-border p-3">
      <p className="text-sm font-medium text-fg">{t('assignmentAccess.quizRules')}</p>
      <Facts>
        <Fact label={t('examAccess.password')}>{t(rules.access_password_set ? 'assignmentAccess.set' : 'assignmentAccess.none')}</Fact>
        <Fact label={t('examAccess.ranges')}>
          {rules.allowed_ip_ranges.length ? <span dir="ltr">{rules.allowed_ip_ranges.join(', ')}</span> : t('assignmentAccess.anywhere')}
        </Fact>
        <Fact label={t('examAccess.oneDevice')}>{t(rules.one_device ? 'assignmentAccess.on' : 'assignmentAccess.off')}</Fact>
        <Fact label={t('examAccess.seb')}>{t(rules.seb_required ? 'assignmentAccess.on' : 'assignmentAccess.off')}</Fact>
      </Facts>
    </section>
  );
}
