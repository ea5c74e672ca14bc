import type { AdminCouponListQuery } from '@mizan/contract/admin/coupons';
import type { ExportFormat } from '@mizan/contract/admin/common';
import { saveObjectUrl } from '@/lib/download';
import { useAppDispatch } from '@/lib/hooks';
import { noticeShown } from '@/lib/notices/notice-slice';
import { errorText } from '../shell/error-text';
import { useExportCouponsMutation } from './api';

/** Fetches the codes a filter selects as CSV or Excel and saves them; a failure is told in a notice. */
export function useExportCoupons() {
  const dispatch = useAppDispatch();
  const [exportCoupons, { isLoading, originalArgs }] = useExportCouponsMutation();
  const download = async (filter: AdminCouponListQuery, name: string, format: ExportFormat = 'csv') => {
    try {
      saveObjectUrl(await exportCoupons({ ...filter, format }).unwrap(), `${name}.${format}`);
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    }
  };
  /** The format being downloaded, if any: its button shows the spinner. */
  const downloading = isLoading ? (originalArgs?.format ?? 'csv') : null;
  return { download, downloading };
}
