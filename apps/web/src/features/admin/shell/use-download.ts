import { useAppDispatch } from '@/lib/hooks';
import { noticeShown } from '@/lib/notices/notice-slice';
import { errorText } from './error-text';
import { saveTextFile } from './save-file';

/** Saves text an export call produced (a CSV); a failure is told in a notice. */
export function useDownload() {
  const dispatch = useAppDispatch();
  return async (produce: () => Promise<string>, filename: string) => {
    try {
      saveTextFile(await produce(), filename);
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    }
  };
}
