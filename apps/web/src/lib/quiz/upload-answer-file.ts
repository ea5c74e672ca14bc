import type { AnswerFile } from '@mizan/contract/answer-files';
import { API_BASE } from '@mizan/contract/api-paths';
import { addExamHeaders } from '@/lib/exam/exam-headers';
import { currentLanguage } from '@/lib/language';
import { tokenStorage } from '@/lib/session/token-storage';

/** Why an upload failed: the server's own message (already in the reader's language) or a network failure. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The first message of an error body: `{file: [..]}`, `{detail}` or any field's. */
function messageOf(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string') return record.detail;
  for (const value of Object.values(record)) if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return '';
}

/**
 * One file to a file answer (multipart field `file`). XMLHttpRequest rather than fetch: only it reports upload
 * progress. The access token and the exam headers are read at send time; on a 401 the caller refreshes the session
 * (any API call through RTK Query does) and tries once more.
 */
export function uploadAnswerFile(path: string, file: File, onProgress: (share: number) => void, signal?: AbortSignal): Promise<AnswerFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    const access = tokenStorage.access();
    if (access) xhr.setRequestHeader('Authorization', `Bearer ${access}`);
    // The sitting's device id and SEB hashes, as every player request sends them (the server checks the rules).
    const exam = new Headers();
    addExamHeaders(exam, path);
    exam.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201) resolve(xhr.response as AnswerFile);
      else reject(new UploadError(xhr.status, messageOf(xhr.response)));
    };
    xhr.onerror = () => reject(new UploadError(0, ''));
    xhr.onabort = () => reject(new UploadError(-1, ''));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
