import type { AdminCouponListQuery } from '@mizan/contract/admin/coupons';
import { useDownload } from '../shell/use-download';
import { useExportCouponsMutation } from './api';

/** Fetches the CSV of the codes a filter selects and saves it; a failure is told in a notice. */
export function useExportCoupons() {
  const save = useDownload();
  const [exportCoupons, { isLoading }] = useExportCouponsMutation();
  const download = (filter: AdminCouponListQuery, filename: string) => save(() => exportCoupons(filter).unwrap(), filename);
  return { download, downloading: isLoading };
}
