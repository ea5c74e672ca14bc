import type { Language } from '@mizan/contract/i18n';
import {
  QuestionInput,
  type AdminQuestion,
  type QuestionBulkRequest,
  type QuestionListQuery,
  type UpdateQuestionRequest,
} from '@mizan/contract/admin/questions';
import { normalizeForSearch } from '@mizan/contract/arabic-search';
import { describeIssue, issueFields } from '@mizan/contract/errors';
import type { Db } from '../../db/client.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { localized } from '../../lib/localized.js';
import { plainText, sanitizeRichText } from '../../lib/rich-text.js';
import { recordAudit, type Actor } from '../audit/recorder.js';
import { feedbackInput, keyInputOf, optionFeedbackColumns, optionFraction, sanitizedFeedback, storedKeyOf } from './answer-key.js';
import { bankCategoriesRepo, subtreeIds, treeOrder } from './categories-repo.js';
import { questionRepo, type AnswerRow, type NewAnswerRow, type NewQuestionRow, type QuestionRow } from './repo.js';

/** The audited and stored form of a question's content (what a revision freezes). */
function contentOf(input: QuestionInput): { row: Omit<NewQuestionRow, 'lineageId'>; options: NewAnswerRow[] } {
  const textAr = sanitizeRichText(input.text.ar);
  const textEn = sanitizeRichText(input.text.en);
  const general = sanitizedFeedback(input.general_feedback) ?? { ar: '', en: '' };
  // Single choice is authored as `options`; every other type as its key (QuestionInput checks which is there).
  const typed = input.type !== 'single_choice' && input.key && input.key.type !== 'single_choice' ? storedKeyOf(input.key) : null;
  return {
    row: {
      type: input.type,
      name: input.name ?? '',
      key: typed?.key ?? null,
      textAr,
      textEn,
      generalFeedbackAr: general.ar,
      generalFeedbackEn: general.en,
      timeLimitSeconds: input.time_limit_seconds ?? null,
      categoryId: input.category,
      tags: [...new Set(input.tags)],
      difficulty: input.difficulty,
      weight: input.mark,
      // The name is searched too: operators find imported questions by the names their old system gave them.
      searchText: normalizeForSearch(`${input.name ?? ''} ${plainText(textAr)} ${plainText(textEn)}`),
      updatedAt: new Date(),
    },
    options:
      typed?.options ??
      (input.options ?? []).map((o, i) => ({
        position: i + 1,
        textAr: sanitizeRichText(o.text.ar),
        textEn: sanitizeRichText(o.text.en),
        ...optionFeedbackColumns(o.feedback),
        isCorrect: o.correct,
        fraction: o.correct ? 1 : (o.fraction ?? 0),
        points: o.points && Object.keys(o.points).length ? o.points : null,
      })),
  };
}

/** A wrong option's partial credit as the editor writes it (null when it earns nothing). */
const partialCredit = (o: AnswerRow): number | null => (o.isCorrect ? null : optionFraction(o) || null);

/** A revision back in the shape operators write, so an update can merge a partial change into it. */
function inputOf(row: QuestionRow, options: AnswerRow[]): QuestionInput {
  const key = keyInputOf(row.type, row.key, options);
  const general = feedbackInput(row.generalFeedbackAr, row.generalFeedbackEn);
  return {
    type: row.type,
    ...(row.name ? { name: row.name } : {}),
    text: { ar: row.textAr, en: row.textEn },
    ...(general ? { general_feedback: general } : {}),
    ...(row.timeLimitSeconds != null ? { time_limit_seconds: row.timeLimitSeconds } : {}),
    category: row.categoryId,
    tags: row.tags,
    difficulty: row.difficulty,
    mark: row.weight,
    ...(key
      ? { key }
      : {
          options: options.map((o) => ({
            text: { ar: o.textAr, en: o.textEn },
            ...optionFeedbackInput(o),
            correct: o.isCorrect,
            fraction: partialCredit(o),
            points: o.points,
          })),
        }),
  };
}

const optionFeedbackInput = (o: AnswerRow) => {
  const feedback = feedbackInput(o.feedbackAr, o.feedbackEn);
  return feedback ? { feedback } : {};
};

/** A merged update must still be a whole question (e.g. a new type brings its key): its first problem as a field error. */
function wholeQuestion(value: unknown): QuestionInput {
  const parsed = QuestionInput.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0] as (typeof parsed.error.issues)[number];
  const { key, params } = describeIssue(issue);
  throw fieldError(issueFields(issue)[0]!, `errors:validation.${key}`, params);
}

/** The question bank: questions organized in a category tree, reused by quizzes, revised (never rewritten) once published. */
export function questionBankService(db: Db) {
  const repo = questionRepo(db);
  const categories = bankCategoriesRepo(db);

  const categoryNames = async (lang: Language) => {
    const tree = treeOrder(await categories.all());
    return new Map(
      tree.map(({ row, ancestors }) => [row.id, [...ancestors, row].map((c) => localized(lang, c.nameAr, c.nameEn)).join(' / ')]),
    );
  };

  const toAdmin = (row: QuestionRow, options: AnswerRow[], usedIn: number, names: Map<number, string>): AdminQuestion => ({
    id: row.lineageId ?? row.id,
    revision: row.id,
    type: row.type,
    name: row.name,
    text: { ar: row.textAr, en: row.textEn },
    general_feedback: { ar: row.generalFeedbackAr, en: row.generalFeedbackEn },
    time_limit_seconds: row.timeLimitSeconds,
    category: row.categoryId != null ? { id: row.categoryId, name: names.get(row.categoryId) ?? '' } : null,
    tags: row.tags,
    difficulty: row.difficulty,
    mark: row.weight,
    options: options.map((o) => ({
      id: o.id,
      text: { ar: o.textAr, en: o.textEn },
      feedback: { ar: o.feedbackAr, en: o.feedbackEn },
      correct: o.isCorrect,
      fraction: optionFraction(o),
      points: o.points,
    })),
    key: keyInputOf(row.type, row.key, options),
    archived: row.archivedAt != null,
    used_in: usedIn,
    updated_at: row.updatedAt.toISOString(),
  });

  const assertCategory = async (id: number | null | undefined, tx: Db = db) => {
    if (id != null && !(await bankCategoriesRepo(tx).get(id)))
      throw new AppError(400, 'validation_error', 'admin-errors:bank.unknown_category', { field: 'category' });
  };

  const read = async (lineageId: number, lang: Language): Promise<AdminQuestion> => {
    const head = await repo.head(lineageId);
    if (!head) throw notFound();
    const [options, usedIn, names] = await Promise.all([repo.answersOf([head.id]), repo.usedIn(lineageId), categoryNames(lang)]);
    return toAdmin(head, options.get(head.id) ?? [], usedIn, names);
  };

  return {
    read,

    async list(query: QuestionListQuery, limit: number, offset: number, lang: Language) {
      const all = query.category ? await categories.all() : [];
      const categoryIds = query.category
        ? query.include_subcategories === false
          ? [query.category]
          : subtreeIds(all, query.category)
        : undefined;
      const search = query.search ? normalizeForSearch(query.search) : undefined;
      const { rows, count } = await repo.page(
        {
          categoryIds,
          search,
          tag: query.tag,
          type: query.type,
          difficulty: query.difficulty,
          used: query.used,
          archived: query.archived,
          ids: query.ids,
        },
        query.ordering,
        limit,
        offset,
      );
      const [options, names] = await Promise.all([repo.answersOf(rows.map((r) => r.question.id)), categoryNames(lang)]);
      return { count, results: rows.map((r) => toAdmin(r.question, options.get(r.question.id) ?? [], r.usedIn, names)) };
    },

    /** Creates a bank question (in `tx` when a larger write, such as an import or the seed, holds one). */
    async create(actor: Actor, input: QuestionInput, tx: Db = db): Promise<number> {
      await assertCategory(input.category, tx);
      const { row, options } = contentOf(input);
      const question = await repo.insert(tx, row, options);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'question',
        entityId: question.id,
        after: { ...input, text: { ar: row.textAr, en: row.textEn } },
      });
      return question.id;
    },

    /**
     * Applies a change. A revision that a published version froze is never rewritten: the change becomes a new
     * revision under the same bank id (drafts pick it up; running trials and past results keep the old one).
     */
    async update(actor: Actor, lineageId: number, change: UpdateQuestionRequest): Promise<void> {
      await assertCategory(change.category);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const head = await repo.head(lineageId, tx);
        if (!head) throw notFound();
        const before = inputOf(head, (await questionRepo(tx).answersOf([head.id])).get(head.id) ?? []);
        const after = wholeQuestion({ ...before, ...change });
        const { row, options } = contentOf(after);
        if (head.frozen) {
          await repo.supersede(tx, head.id);
          await repo.insert(tx, { ...row, lineageId, archivedAt: head.archivedAt }, options);
        } else {
          await repo.rewrite(tx, head.id, row, change.options || change.type || change.key ? options : undefined);
        }
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'question',
          entityId: lineageId,
          before,
          after: { ...after, text: { ar: row.textAr, en: row.textEn } },
        });
      });
    },

    /** A question any version used is archived (hidden from the bank and new draws); otherwise it is deleted. */
    async remove(actor: Actor, lineageId: number): Promise<'deleted' | 'archived'> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const head = await repo.head(lineageId, tx);
        if (!head) throw notFound();
        const archive = await repo.everFrozen(tx, lineageId);
        if (archive) await repo.setOnHeads(tx, [lineageId], { archivedAt: new Date() });
        else await repo.deleteLineage(tx, lineageId);
        await recordAudit(tx, actor, {
          action: archive ? 'archive' : 'delete',
          entity: 'question',
          entityId: lineageId,
          before: { text: { ar: head.textAr, en: head.textEn }, archived: head.archivedAt != null },
          after: archive ? { text: { ar: head.textAr, en: head.textEn }, archived: true } : null,
        });
        return archive ? 'archived' : 'deleted';
      });
    },

    async bulk(actor: Actor, request: QuestionBulkRequest): Promise<number> {
      if (request.action === 'move') await assertCategory(request.category ?? null);
      if ((request.action === 'tag' || request.action === 'untag') && !request.tag) {
        throw new AppError(400, 'validation_error', 'admin-errors:bank.tag_required', { field: 'tag' });
      }
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const ids = request.ids;
        let updated: number;
        if (request.action === 'move') updated = await repo.setOnHeads(tx, ids, { categoryId: request.category ?? null });
        else if (request.action === 'archive') updated = await repo.setOnHeads(tx, ids, { archivedAt: new Date() });
        else if (request.action === 'restore') updated = await repo.setOnHeads(tx, ids, { archivedAt: null });
        else updated = await repo.addTag(tx, ids, request.tag as string, request.action === 'tag');
        await recordAudit(tx, actor, {
          action: `bulk_${request.action}`,
          entity: 'question',
          entityId: null,
          after: { ids, category: request.category, tag: request.tag },
        });
        return updated;
      });
    },
  };
}

export type QuestionBankService = ReturnType<typeof questionBankService>;
