import { z } from 'zod';
import { apiPaths } from './api-paths.js';
import { AnswerFileKind } from './question-types.js';
import { IntegerId, UuidId } from './quizzes.js';

/**
 * Files of a file answer (`file_upload`, #28). The student uploads each one (multipart, field `file`) while the
 * trial runs, then submits their ids as `{response: {file_ids}}`. The bytes are sniffed: a PDF stays a PDF, an
 * image is re-encoded (WebP); anything else is refused. Only the trial's student and operators who may mark it
 * read them (404 for anyone else).
 */
/** POST files/ uploads (the owner while the trial runs), GET files/ lists; GET file/ reads, DELETE file/ removes (the owner, before the end). */
export const answerFilePaths = apiPaths.answerFiles;

export const AnswerFileParams = z.object({ trialId: UuidId, questionId: IntegerId });
export const OneAnswerFileParams = AnswerFileParams.extend({ fileId: UuidId });

/** An uploaded file as the player, the marker and the review list it; `name` is the sanitized original name. */
export const AnswerFile = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  kind: AnswerFileKind,
  created_at: z.string(),
});
export type AnswerFile = z.infer<typeof AnswerFile>;
export const AnswerFilesResponse = z.array(AnswerFile);
export type AnswerFilesResponse = z.infer<typeof AnswerFilesResponse>;

/** What the player shows of a file answer: its limits and the files this trial already holds for it. */
export const FileUploadSettings = z.object({
  max_files: z.number().int(),
  max_size_mb: z.number().int(),
  kinds: z.array(AnswerFileKind),
  files: z.array(AnswerFile),
});
export type FileUploadSettings = z.infer<typeof FileUploadSettings>;
