import type { AdminCouponListQuery } from '@mizan/contract/admin/coupons';
import { useAppDispatch } from '@/lib/hooks';
import { noticeShown } from '@/lib/notices/notice-slice';
import { errorText } from '../shell/error-text';
import { saveTextFile } from '../shell/save-file';
import { useExportCouponsMutation } from './api';

/** Fetches the CSV of the codes a filter selects and saves it; a failure is told in a notice. */
export function useExportCoupons() {
  const dispatch = useAppDispatch();
  const [exportCoupons, { isLoading }] = useExportCouponsMutation();
  const download = async (filter: AdminCouponListQuery, filename: string) => {
    try {
      saveTextFile(await exportCoupons(filter).unwrap(), filename);
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    }
  };
  return { download, downloading: isLoading };
}
