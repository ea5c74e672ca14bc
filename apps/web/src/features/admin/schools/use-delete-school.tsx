import type { AdminSchool } from '@mizan/contract/admin/schools';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { formatNumber } from '@/lib/quiz/format';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { errorText } from '../shell/error-text';
import { useDeleteSchoolMutation } from './api';
import { nameIn } from './names';

/**
 * Confirms deleting a school nobody named. A school students named can't be deleted (the server refuses too):
 * the dialog says so and offers the merge instead.
 */
export function useDeleteSchool(offerMerge: (school: AdminSchool) => void) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const dispatch = useAppDispatch();
  const [target, setTarget] = useState<AdminSchool | null>(null);
  const [remove, { isLoading }] = useDeleteSchoolMutation();
  const name = target ? nameIn(target.name, lang) : '';
  const used = !!target && target.students_count > 0;

  const confirm = async () => {
    if (!target) return;
    if (used) {
      offerMerge(target);
      setTarget(null);
      return;
    }
    try {
      await remove(target.id).unwrap();
      dispatch(noticeShown({ tone: 'info', text: t('schools.deleted', { name }) }));
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    } finally {
      setTarget(null);
    }
  };

  return {
    ask: setTarget,
    dialog: (
      <ConfirmDialog
        open={target !== null}
        title={t(used ? 'schools.cannotDeleteTitle' : 'schools.deleteTitle', { name })}
        description={
          used
            ? t('schools.cannotDelete', { count: target.students_count, n: formatNumber(target.students_count, lang) })
            : t('schools.deleteDescription')
        }
        confirmLabel={t(used ? 'schools.mergeInstead' : 'actions.delete')}
        danger={!used}
        busy={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setTarget(null)}
      />
    ),
  };
}
