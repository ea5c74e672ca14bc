import type { PublishProblem } from '@mizan/contract/admin/quizzes';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';

/** Why the server refused to publish: its own localized messages, one per problem. */
export function ProblemsDialog({ problems, onClose }: { problems: PublishProblem[] | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <ModalShell
      open={problems !== null}
      onClose={onClose}
      title={t('editor.notPublishable')}
      description={t('editor.notPublishableHint')}
      icon={<TriangleAlert aria-hidden className="size-6" />}
      actions={<Button onClick={onClose}>{t('actions.close')}</Button>}
    >
      <ul className="flex list-disc flex-col gap-2 ps-5 text-start text-sm text-fg">
        {problems?.map((problem, i) => (
          <li key={i}>{problem.message}</li>
        ))}
      </ul>
    </ModalShell>
  );
}
