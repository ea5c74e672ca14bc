import type { ImportFields, ImportProblem, ImportResponse } from '@mizan/contract/admin/question-transfer';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { MessageLocale, Translate } from '../../lib/messages.js';
import type { FileStorage } from '../../lib/storage.js';
import { recordAudit, type Operator } from '../audit/recorder.js';
import { bankCategoriesRepo } from '../question-bank/categories-repo.js';
import { questionBankService } from '../question-bank/service.js';
import { plainBilingual } from '../question-import/bilingual.js';
import type { ImportMessageKey } from '../question-import/model.js';
import { keepsOptionFeedback, withKeptExtras } from '../question-import/kept-extras.js';
import { notKept } from '../question-import/not-kept.js';
import type { TransferProblem, TransferQuestion, TransferReport } from '../question-import/transfer.js';
import { READERS } from './readers.js';
import { resolveMedia, type SaveFile } from './media.js';
import { preview } from './preview.js';

/** Notes on a question imported all the same; every other problem leaves its item (line, row, QTI item) out. */
const KEPT_IN = new Set<ImportMessageKey>(['import.partial_credit', 'import.media_skipped', 'import.not_kept']);

/** The items a report leaves out, each once: what the operator reads as "skipped" beside its problems. */
export const leftOut = (problems: TransferProblem[]) =>
  new Set(problems.filter((p) => !KEPT_IN.has(p.message_key)).map((p) => JSON.stringify(p.at))).size;

/**
 * Import: read the file with its format's reader, then either report (dry run) or store everything that read,
 * in one transaction through the bank's own create (same validation and sanitizing as the editor).
 */
export function questionImportService(db: Db, translate: Translate, storage: FileStorage) {
  const bank = questionBankService(db);

  const problem = (locale: MessageLocale, p: TransferProblem): ImportProblem => {
    // What isn't kept is named by each part's own words in the reader's language.
    const detail =
      p.message_key === 'import.not_kept'
        ? (p.detail ?? '')
            .split(',')
            .map((part) => translate(locale, `admin-errors:import.parts.${part}`))
            .join((typeof locale === 'string' ? locale : locale.lang) === 'ar' ? '، ' : ', ')
        : (p.detail ?? '');
    return { ...p.at, message: translate(locale, `admin-errors:${p.message_key}`, { detail, ...p.params }) };
  };

  /** The category under `parent` for each path, created when no child of that (Arabic) name exists. */
  const categoryResolver = (tx: Db, target: number | null) => {
    const repo = bankCategoriesRepo(tx);
    const known = new Map<string, number | null>([['', target]]);
    return async (path: string[]): Promise<number | null> => {
      let parent = target;
      for (let depth = 1; depth <= path.length; depth++) {
        const id = JSON.stringify(path.slice(0, depth));
        const cached = known.get(id);
        if (cached !== undefined) {
          parent = cached;
          continue;
        }
        const name = plainBilingual(path[depth - 1] as string);
        const row = (await repo.byPath(parent, name.ar)) ?? (await repo.insert({ nameAr: name.ar, nameEn: name.en, parentId: parent }));
        known.set(id, row.id);
        parent = row.id;
      }
      return parent;
    };
  };

  /**
   * Embedded images checked (a dry run) or stored (a real run, before the transaction: a failed import leaves
   * unreferenced files with random names, never a question pointing at a missing one), and per question what the
   * bank can't keep of it (names, feedback, hints… see not-kept.ts).
   */
  const withMedia = async (report: TransferReport, save: SaveFile): Promise<TransferReport> => {
    const questions: TransferQuestion[] = [];
    const problems = [...report.problems];
    for (const q of report.questions) {
      // The kept feedback first: its images are resolved with the question's.
      const resolved = await resolveMedia({ ...q, question: withKeptExtras(q.question, q.extras) }, save);
      const question = resolved.question;
      const refused = resolved.refused;
      questions.push({ ...q, question });
      for (const name of refused) problems.push({ at: q.at, message_key: 'import.media_skipped', detail: name, skipped: false });
      const lost = notKept(q.extras, keepsOptionFeedback(question));
      if (lost) problems.push({ at: q.at, message_key: 'import.not_kept', detail: lost, skipped: false });
    }
    // In file order, whichever step found them (the report reads top to bottom).
    const place = (p: TransferProblem) => ('line' in p.at ? p.at.line : 'row' in p.at ? p.at.row : 0);
    return { questions, problems: problems.sort((a, b) => place(a) - place(b)) };
  };

  /** Creates each question on `tx` in the category its path names under `target`. */
  const createAll = async (tx: Db, actor: Operator, questions: TransferQuestion[], target: number | null) => {
    const categoryOf = categoryResolver(tx, target);
    for (const q of questions) await bank.create(actor, { ...q.question, category: await categoryOf(q.categoryPath) }, tx);
  };

  const store = async (actor: Operator, report: TransferReport, target: number | null, format: string) =>
    db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await createAll(tx, actor, report.questions, target);
      await recordAudit(tx, actor, {
        action: 'import',
        entity: 'question',
        entityId: null,
        after: {
          format,
          category: target,
          created: report.questions.length,
          skipped: leftOut(report.problems),
        },
      });
    });

  return {
    /** The parts a background import (background-import.ts) runs batch by batch. */
    describe: problem,
    withMedia,
    createAll,
    async run(actor: Operator, fields: ImportFields, file: Buffer, locale: MessageLocale): Promise<ImportResponse> {
      const read = READERS[fields.format];
      const target = fields.category ?? null;
      if (target !== null && !(await bankCategoriesRepo(db).get(target))) {
        throw new AppError(400, 'validation_error', 'admin-errors:bank.unknown_category', { field: 'category' });
      }
      const parsed = await read(file);
      const recognised = parsed.problems.some((p) => p.skipped);
      // Nothing read and nothing recognised (not the format at all, or broken throughout): a client mistake.
      if (parsed.questions.length === 0 && !recognised) {
        const errors = parsed.problems.map((p) => problem(locale, p));
        throw new AppError(400, 'import_unreadable', 'admin-errors:import.unreadable', { extra: { errors } });
      }
      const report = await withMedia(parsed, fields.dry_run ? null : (key, data) => storage.put(key, data));
      if (!fields.dry_run && report.questions.length > 0) await store(actor, report, target, fields.format);
      const errors = report.problems.map((p) => problem(locale, p));
      return {
        dry_run: fields.dry_run,
        created: report.questions.length,
        skipped: leftOut(report.problems),
        errors,
        questions: report.questions.map(preview),
      };
    },
  };
}
