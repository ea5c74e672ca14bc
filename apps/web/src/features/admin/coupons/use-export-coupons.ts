import type { AdminCouponListQuery } from '@mizan/contract/admin/coupons';
import type { ExportFormat } from '@mizan/contract/admin/common';
import { useDownload } from '../shell/use-download';
import { useExportCouponsMutation } from './api';

/** Fetches the codes a filter selects as CSV or Excel and saves them; a failure is told in a notice. */
export function useExportCoupons() {
  const save = useDownload();
  const [exportCoupons, { isLoading, originalArgs }] = useExportCouponsMutation();
  const download = (filter: AdminCouponListQuery, name: string, format: ExportFormat = 'csv') =>
    // Expiry is written as the operator's own day and time.
    save(() => exportCoupons({ ...filter, format, tz: Intl.DateTimeFormat().resolvedOptions().timeZone }).unwrap(), `${name}.${format}`);
  /** The format being downloaded, if any: its button shows the spinner. */
  const downloading = isLoading ? (originalArgs?.format ?? 'csv') : null;
  return { download, downloading };
}
