import { randomUUID } from 'node:crypto';
import type { AnswerFile } from '@mizan/contract/answer-files';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../plugins/auth.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { FileStorage } from '../../lib/storage.js';
import { gateRefusal, type GateValues } from '../exam-access/gate.js';
import { operatorTrial } from '../marking/operator-trial.js';
import { keyOfType } from '../question-bank/answer-key.js';
import type { CompletionService } from '../trials/completion.js';
import { answerLocked, questionNotInTrial, timeOver, trialCompleted } from '../trials/errors.js';
import type { QuizMaterialCache } from '../trials/quiz-material.js';
import { sanitizeFileName } from './file-name.js';
import { answerFilesRepo, type AnswerFileRow } from './repo.js';
import { sniffAnswerFile } from './sniff.js';

interface Deps {
  db: Db;
  storage: FileStorage;
  materials: QuizMaterialCache;
  completion: CompletionService;
}

/** Who asks, with what the request brings for the quiz's access rules. */
export type Viewer = AuthContext & { gate: GateValues };

export const toAnswerFile = (row: AnswerFileRow): AnswerFile => ({
  id: row.id,
  name: row.fileName,
  size: row.size,
  kind: row.kind,
  created_at: row.createdAt.toISOString(),
});

const MB = 1024 * 1024;

/**
 * File answers' files: the trial's student uploads, lists and removes them while the trial runs; the student and
 * the operators who may mark the attempt (admins, staff of the student's classes) read them. Anyone else: 404.
 */
export function answerFilesService({ db, storage, materials, completion }: Deps) {
  const repo = answerFilesRepo(db);

  /** The student's own running trial and its file question, or the error the player would give. */
  const openQuestion = async (viewer: Viewer, trialId: string, questionId: number, now: Date) => {
    const trial = await repo.trial(trialId, viewer.gate);
    if (!trial || trial.userId !== viewer.userId) throw notFound();
    if (trial.status === 'completed') throw trialCompleted();
    if (await completion.settle(trial, now)) throw timeOver();
    const refused = gateRefusal(trial, viewer.gate);
    if (refused) throw refused;
    if (!trial.questionOrder.includes(questionId)) throw questionNotInTrial();
    // A practice trial checked and locked the answer: its files are part of it and stay as they were.
    if (trial.immediateFeedback && (await repo.answered(trialId, questionId))) throw answerLocked();
    const question = await materials.question(questionId);
    const key = keyOfType(question?.key ?? null, 'file_upload');
    if (!key) throw fieldError('file', 'quizzes-errors:files.not_file_question');
    return key;
  };

  /** Who may read: the trial's student, or an operator whom the marking module lets see the attempt. */
  const assertReader = async (viewer: Viewer, trialId: string) => {
    const trial = await repo.trial(trialId, viewer.gate);
    if (!trial) throw notFound();
    if (trial.userId === viewer.userId) {
      // While the attempt runs, its files answer the sitting's rules as its questions do; afterwards, the review.
      const refused = trial.status === 'in_progress' ? gateRefusal(trial, viewer.gate) : null;
      if (refused) throw refused;
      return;
    }
    if (viewer.role === 'student') throw notFound();
    await operatorTrial(db, { userId: viewer.userId, role: viewer.role }, trialId, true);
  };

  return {
    async upload(viewer: Viewer, trialId: string, questionId: number, file: { data: Buffer; filename?: string }, now: Date) {
      const key = await openQuestion(viewer, trialId, questionId, now);
      if (file.data.length === 0) throw fieldError('file', 'quizzes-errors:files.empty');
      if (file.data.length > key.max_size_mb * MB) throw fieldError('file', 'quizzes-errors:files.too_large', { size: key.max_size_mb });
      const existing = await repo.list(trialId, questionId);
      if (existing.length >= key.max_files) throw tooMany(key.max_files);
      const id = randomUUID();
      const sniffed = await sniffAnswerFile(file.data, key.kinds, id);
      if (!sniffed) throw fieldError('file', `quizzes-errors:files.unsupported_${[...key.kinds].sort().join('_')}`);
      await storage.put(sniffed.key, sniffed.data);
      const fallback = sniffed.kind === 'pdf' ? 'file.pdf' : 'image';
      const row = await repo.insertWithin(
        {
          id,
          trialId,
          questionId,
          userId: viewer.userId,
          storageKey: sniffed.key,
          kind: sniffed.kind,
          contentType: sniffed.contentType,
          size: sniffed.data.length,
          fileName: sanitizeFileName(file.filename, fallback),
        },
        key.max_files,
      );
      if (!row) {
        // Another upload took the last place meanwhile.
        await storage.remove(sniffed.key);
        throw tooMany(key.max_files);
      }
      return toAnswerFile(row);
    },

    async list(viewer: Viewer, trialId: string, questionId: number) {
      await assertReader(viewer, trialId);
      return (await repo.list(trialId, questionId)).map(toAnswerFile);
    },

    /** The file's row and bytes, for a permitted reader. */
    async read(viewer: Viewer, trialId: string, questionId: number, fileId: string) {
      await assertReader(viewer, trialId);
      const row = await repo.find(trialId, questionId, fileId);
      const bytes = row && (await storage.read(row.storageKey));
      if (!row || !bytes) throw notFound();
      return { row, bytes };
    },

    async remove(viewer: Viewer, trialId: string, questionId: number, fileId: string, now: Date) {
      await openQuestion(viewer, trialId, questionId, now);
      const row = await repo.find(trialId, questionId, fileId);
      if (!row) throw notFound();
      await repo.remove(trialId, questionId, fileId);
      await storage.remove(row.storageKey);
    },
  };
}

const tooMany = (max: number) => new AppError(409, 'too_many_files', 'quizzes-errors:files.too_many', { field: 'file', params: { max } });
