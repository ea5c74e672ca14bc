import type { AnswerFile } from '@mizan/contract/answer-files';
import { apiPaths } from '@mizan/contract/api-paths';
import { api } from '@/lib/api/api';
import { objectUrlResponse } from '@/lib/download';

interface FileQuestion {
  trialId: string;
  questionId: number;
}

const filesPath = ({ trialId, questionId }: FileQuestion) =>
  apiPaths.answerFiles.files.replace(':trialId', trialId).replace(':questionId', String(questionId));
export const answerFilePath = (q: FileQuestion, fileId: string) =>
  apiPaths.answerFiles.file.replace(':trialId', q.trialId).replace(':questionId', String(q.questionId)).replace(':fileId', fileId);

/**
 * A file answer's files through the authenticated API: the list (the student's own, or an attempt's for a marker),
 * one file's bytes as an object URL (images are shown, PDFs opened; the caller revokes it), and removing one.
 * Uploads go through uploadAnswerFile (XMLHttpRequest, for its progress events).
 */
export const answerFilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    answerFiles: build.query<AnswerFile[], FileQuestion>({
      query: filesPath,
      keepUnusedDataFor: 0,
    }),
    answerFileUrl: build.query<string, FileQuestion & { fileId: string }>({
      query: ({ fileId, ...q }) => ({ url: answerFilePath(q, fileId), responseHandler: objectUrlResponse }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved }) {
        // The object URL lives as long as the cache entry: freed once no component shows the file.
        const loaded = await cacheDataLoaded.catch(() => null);
        await cacheEntryRemoved;
        if (loaded) URL.revokeObjectURL(loaded.data);
      },
    }),
    deleteAnswerFile: build.mutation<void, FileQuestion & { fileId: string }>({
      query: ({ fileId, ...q }) => ({ url: answerFilePath(q, fileId), method: 'DELETE' }),
    }),
  }),
});

export const { useAnswerFilesQuery, useAnswerFileUrlQuery, useDeleteAnswerFileMutation } = answerFilesApi;
export { filesPath as answerFilesPath };
