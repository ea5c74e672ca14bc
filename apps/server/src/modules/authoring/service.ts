import { isDeepStrictEqual } from 'node:util';
import type {
  AdminQuizDetail,
  AdminQuizListQuery,
  AdminQuizSummary,
  CreateQuizRequest,
  PublishProblem,
  QuizDraft,
  QuizStatus,
  SectionSupply,
  UpdateQuizRequest,
} from '@mizan/contract/admin/quizzes';
import type { Language } from '@mizan/contract/i18n';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { localized } from '../../lib/localized.js';
import type { Translate } from '../../lib/messages.js';
import { mediaUrl } from '../catalogue/media.js';
import { recordAudit, type Actor, type Operator } from '../audit/recorder.js';
import { questionRepo } from '../question-bank/repo.js';
import { draftColumns } from '../trials/quiz-settings.js';
import { applyChange, DRAFT_DEFAULTS, fixedQuestionIds } from './draft.js';
import { publishProblems, type Problem } from './problems.js';
import { authoringRepo, type QuizRow } from './repo.js';
import { resolveDraft, type DraftSections, type ResolvedDraft } from './resolve.js';

const supplyOf = (draft: DraftSections, resolved: ResolvedDraft): SectionSupply[] =>
  draft.sections.map((s, i) => ({
    available: resolved.available[i] ?? 0,
    required: s.kind === 'fixed' ? s.questions.length : s.count,
    excluded: resolved.excluded[i] ?? 0,
  }));

type ListRow = NonNullable<Awaited<ReturnType<ReturnType<typeof authoringRepo>['get']>>>;

const statusOf = (quiz: QuizRow): QuizStatus => (quiz.archivedAt ? 'archived' : quiz.published ? 'published' : 'draft');
const draftOf = (quiz: QuizRow): QuizDraft => quiz.draft ?? DRAFT_DEFAULTS;
const asTx = (tx: unknown) => tx as Db;

export interface AuthoringDeps {
  db: Db;
  translate: Translate;
  /** Tells this process's start path that the quiz's current version changed (other processes find out at start). */
  onPublished: (quizId: number) => void;
}

/** Quiz authoring: drafts, publishing into immutable versions, archiving. Every write is audited in its transaction. */
export function authoringService({ db, translate, onPublished }: AuthoringDeps) {
  const repo = authoringRepo(db);

  const problemsOf = (problems: Problem[], lang: Language): PublishProblem[] =>
    problems.map((p) => ({
      code: p.code,
      message: translate(lang, `admin-errors:publish.${p.code}`, {
        section: (p.section ?? 0) + 1,
        question: p.question ?? '',
        ...p.params,
      }),
      section: p.section,
      question: p.question,
    }));

  const summary = (row: ListRow, lang: Language): AdminQuizSummary => {
    const draft = draftOf(row.quiz);
    return {
      id: row.quiz.id,
      title: localized(lang, draft.title.ar, draft.title.en),
      category: row.category ? { id: row.category.id, name: localized(lang, row.category.nameAr, row.category.nameEn) } : null,
      status: statusOf(row.quiz),
      access: draft.access,
      scoring: draft.scoring,
      current_version: row.currentNumber,
      has_unpublished_changes: row.changedSincePublish,
      questions_count: draft.sections.reduce((n, s) => n + (s.kind === 'fixed' ? s.questions.length : s.count), 0),
      trials_count: row.trialsCount,
      updated_at: row.quiz.updatedAt.toISOString(),
    };
  };

  const detail = async (id: number, lang: Language): Promise<AdminQuizDetail> => {
    const row = await repo.get(id);
    if (!row) throw notFound();
    const draft = draftOf(row.quiz);
    const [resolved, versions] = await Promise.all([resolveDraft(db, draft), repo.versions(id)]);
    const current = versions.find((v) => v.id === row.quiz.currentVersionId);
    // Unpublished changes: the draft differs, or a question it uses was edited since (a new revision).
    const changed =
      !current || !isDeepStrictEqual(current.snapshot.draft, draft) || !isDeepStrictEqual(current.snapshot.sections, resolved.sections);
    return {
      ...summary(row, lang),
      has_unpublished_changes: changed,
      draft,
      versions: versions.map((v) => ({
        id: v.id,
        number: v.number,
        created_at: v.createdAt.toISOString(),
        created_by: v.createdBy,
        questions_count: v.snapshot.sections.reduce((n, s) => n + s.count, 0),
        trials_count: v.trialsCount,
      })),
      problems: problemsOf(publishProblems(draft, resolved.facts, resolved.available), lang),
      supply: supplyOf(draft, resolved),
      cover_image_url: mediaUrl(draft.cover_image),
    };
  };

  /** What unsaved sections can supply, for the editor to show while the operator edits them. */
  const supply = async (sections: DraftSections): Promise<SectionSupply[]> => supplyOf(sections, await resolveDraft(db, sections));

  const assertCategory = async (id: number | null | undefined, tx: Db = db) => {
    if (id != null && !(await authoringRepo(tx).categoryExists(id)))
      throw new AppError(400, 'validation_error', 'admin-errors:quiz.unknown_category', { field: 'category' });
  };

  /** Freezes the draft into the next version and makes it what students get; the caller holds the quiz's lock. */
  const publishLocked = async (tx: Db, actor: Actor, quiz: QuizRow, lang: Language, force: boolean): Promise<number> => {
    const draft = draftOf(quiz);
    const resolved = await resolveDraft(tx, draft);
    const problems = publishProblems(draft, resolved.facts, resolved.available);
    if (problems.length && !force) {
      throw new AppError(400, 'quiz_not_publishable', 'admin-errors:publish.refused', { extra: { problems: problemsOf(problems, lang) } });
    }
    await questionRepo(tx).freeze(tx, [...new Set(resolved.sections.flatMap((s) => s.questionIds))]);
    const number = await repo.nextVersionNumber(tx, quiz.id);
    const versionId = await repo.insertVersion(tx, quiz.id, number, { draft, sections: resolved.sections }, actor.userId);
    await repo.update(tx, quiz.id, {
      ...draftColumns(draft),
      published: true,
      archivedAt: null,
      currentVersionId: versionId,
      questionsCount: resolved.sections.reduce((n, s) => n + s.count, 0),
    });
    await repo.replaceStepsAndDimensions(tx, quiz.id, draft);
    await recordAudit(tx, actor, {
      action: 'publish',
      entity: 'quiz',
      entityId: quiz.id,
      before: { version: null },
      after: { version: number },
    });
    return number;
  };

  const list = async (query: AdminQuizListQuery, limit: number, offset: number, lang: Language) => {
    const { rows, count } = await repo.page(
      { status: query.status, categoryId: query.category, search: query.search },
      query.ordering,
      limit,
      offset,
    );
    return { count, results: rows.map((row) => summary(row, lang)) };
  };

  const create = async (actor: Actor, input: CreateQuizRequest, tx: Db = db): Promise<number> => {
    await assertCategory(input.category, tx);
    const draft = applyChange(DRAFT_DEFAULTS, input);
    const quiz = await repo.insert(tx, { ...draftColumns(draft), published: false, draft, draftQuestionIds: fixedQuestionIds(draft) });
    await recordAudit(tx, actor, { action: 'create', entity: 'quiz', entityId: quiz.id, after: draft });
    return quiz.id;
  };

  const update = async (actor: Actor, id: number, change: UpdateQuizRequest): Promise<void> => {
    await assertCategory(change.category);
    await db.transaction(async (t) => {
      const tx = asTx(t);
      const quiz = await repo.lock(tx, id);
      if (!quiz) throw notFound();
      const before = draftOf(quiz);
      const draft = applyChange(before, change);
      await repo.update(tx, id, { draft, draftQuestionIds: fixedQuestionIds(draft), updatedAt: new Date() });
      await recordAudit(tx, actor, { action: 'update', entity: 'quiz', entityId: id, before, after: draft });
    });
  };

  /** `force` publishes content older than the checks as it is (the legacy upgrade only). */
  const publish = async (actor: Actor, id: number, lang: Language, tx?: Db, { force = false } = {}): Promise<number> => {
    const run = async (t: Db) => {
      const quiz = await repo.lock(t, id);
      if (!quiz) throw notFound();
      return publishLocked(t, actor, quiz, lang, force);
    };
    const number = tx ? await run(tx) : await db.transaction((t) => run(asTx(t)));
    onPublished(id);
    return number;
  };

  const unpublish = async (actor: Actor, id: number): Promise<void> => {
    await db.transaction(async (t) => {
      const tx = asTx(t);
      const quiz = await repo.lock(tx, id);
      if (!quiz) throw notFound();
      await repo.update(tx, id, { published: false });
      await recordAudit(tx, actor, {
        action: 'unpublish',
        entity: 'quiz',
        entityId: id,
        before: { published: quiz.published },
        after: { published: false },
      });
    });
    onPublished(id);
  };

  const duplicate = async (actor: Actor, id: number): Promise<number> => {
    const row = await repo.get(id);
    if (!row) throw notFound();
    const draft = draftOf(row.quiz);
    const copy = { ar: translate('ar', 'admin-errors:quiz.copy_suffix'), en: translate('en', 'admin-errors:quiz.copy_suffix') };
    const title = { ar: `${draft.title.ar} ${copy.ar}`.trim(), en: draft.title.en ? `${draft.title.en} ${copy.en}` : '' };
    return db.transaction(async (t) => create(actor, { ...draft, title }, asTx(t)));
  };

  /** A quiz with trials is archived (hidden, results kept); one without is deleted. */
  const remove = async (actor: Actor, id: number): Promise<'deleted' | 'archived'> => {
    const outcome = await db.transaction(async (t) => {
      const tx = asTx(t);
      const quiz = await repo.lock(tx, id);
      const row = quiz && (await repo.get(id, tx));
      if (!quiz || !row) throw notFound();
      const archive = row.trialsCount > 0;
      if (archive) await repo.update(tx, id, { archivedAt: new Date(), published: false });
      else await repo.delete(tx, id);
      await recordAudit(tx, actor, {
        action: archive ? 'archive' : 'delete',
        entity: 'quiz',
        entityId: id,
        before: { title: draftOf(quiz).title, status: statusOf(quiz) },
        after: archive ? { title: draftOf(quiz).title, status: 'archived' } : null,
      });
      return archive ? ('archived' as const) : ('deleted' as const);
    });
    onPublished(id);
    return outcome;
  };

  /** Applies an action to each quiz; a quiz that can't be published is skipped (its editor says why). */
  const bulk = async (actor: Actor, ids: number[], action: 'publish' | 'unpublish' | 'archive', lang: Language): Promise<number> => {
    let updated = 0;
    for (const id of ids) {
      const done = await (
        action === 'publish' ? publish(actor, id, lang) : action === 'unpublish' ? unpublish(actor, id) : remove(actor, id)
      ).then(
        () => true,
        (err: unknown) => {
          if (err instanceof AppError) return false;
          throw err;
        },
      );
      if (done) updated += 1;
    }
    return updated;
  };

  /** Snapshots the current draft as a preview version (number 0) for the operator's preview trial. */
  const previewVersion = async (actor: Operator, id: number, dropPreviews: (tx: Db) => Promise<void>): Promise<number> => {
    return db.transaction(async (t) => {
      const tx = asTx(t);
      const quiz = await repo.lock(tx, id);
      if (!quiz) throw notFound();
      const draft = draftOf(quiz);
      const resolved = await resolveDraft(tx, draft);
      if (!resolved.sections.some((s) => s.count > 0)) throw new AppError(409, 'quiz_empty', 'quizzes-errors:start.quiz_empty');
      await dropPreviews(tx);
      await repo.dropPreviewVersions(tx, id, actor.userId);
      return repo.insertVersion(tx, id, 0, { draft, sections: resolved.sections }, actor.userId);
    });
  };

  return { detail, supply, list, create, update, publish, unpublish, duplicate, remove, bulk, previewVersion };
}

export type AuthoringService = ReturnType<typeof authoringService>;
