import { saveObjectUrl } from '@/lib/download';
import { useAppDispatch } from '@/lib/hooks';
import { noticeShown } from '@/lib/notices/notice-slice';
import { errorText } from './error-text';

/** Saves the file an export call produced (an object URL, see lib/download); a failure is told in a notice. */
export function useDownload() {
  const dispatch = useAppDispatch();
  return async (produce: () => Promise<string>, filename: string) => {
    try {
      saveObjectUrl(await produce(), filename);
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    }
  };
}
