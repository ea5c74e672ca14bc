import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MarkKind } from '@mizan/contract/admin/marking';
import type { QuizDraft } from '@mizan/contract/admin/quizzes';
import type { PersonalInfoConfig } from '@mizan/contract/personal-info';
import type { AnswerFileKind, NumericAccepted, QuestionKind, QuestionResponseBody } from '@mizan/contract/question-types';
import type { Rubric, RubricSelection } from '@mizan/contract/rubric';
import { users } from './accounts.js';

export const quizAccessModes = ['free', 'coupon', 'paid', 'assigned'] as const;
export const quizNavigations = ['free', 'forward_only'] as const;
export const quizScorings = ['graded', 'profile'] as const;
export const trialStatuses = ['in_progress', 'completed'] as const;
export const trialCompletedBy = ['client', 'deadline', 'sweep', 'invigilator'] as const;
export const trialAccessSources = ['free', 'coupon', 'entitlement', 'assignment'] as const;
export const quizReviews = ['never', 'after_completion', 'after_close'] as const;
/** A completed trial with questions a person marks: pending until each has a mark, then complete. */
export const trialMarkings = ['pending', 'complete'] as const;

/** An ordering item, matching prompt or matching answer: `id` is random (never hints at the right order or pair). */
export interface KeyItem {
  id: string;
  ar: string;
  en: string;
}

/** Feedback a student may read; absent when the operator wrote none. */
export type StoredFeedback = { ar: string; en: string } | undefined;

/**
 * The answer key of a question type other than single choice and true/false, beside its `answers` rows (which
 * hold the options of multiple response and true/false). Never sent to the player.
 */
export type StoredKey =
  | { type: 'multiple_response'; all_or_nothing: boolean }
  /** Items in the right order. */
  | { type: 'ordering'; items: KeyItem[]; all_or_nothing: boolean }
  /** Prompts with the id of their right answer; `matches` are the pairs' answers, then the distractors. */
  | { type: 'matching'; prompts: (KeyItem & { answer: string; feedback?: StoredFeedback })[]; matches: KeyItem[]; all_or_nothing: boolean }
  | { type: 'numeric'; accepted: NumericAccepted[]; unit: string | null }
  | { type: 'short_text'; accepted: { text: string; fraction: number; feedback?: StoredFeedback }[]; exact: boolean }
  /** Marked by a person: word limits, the answer box's template and what only markers read. */
  | {
      type: 'essay';
      min_words: number | null;
      max_words: number | null;
      template: { ar: string; en: string };
      marker_info: { ar: string; en: string };
      /** Absent when the essay has none. */
      rubric?: Rubric;
    }
  /** Marked by a person: files uploaded to the trial (answer_files), within these limits. */
  | {
      type: 'file_upload';
      max_files: number;
      max_size_mb: number;
      kinds: AnswerFileKind[];
      marker_info: { ar: string; en: string };
      rubric?: Rubric;
    };

/** Per-dimension result of a profile-scored trial, in the quiz's dimension order. */
export interface DimensionScore {
  code: string;
  score: number;
  max: number;
  percentage: number;
}

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    coverImagePath: text('cover_image_path'),
    /** Null means untimed. */
    durationMinutes: integer('duration_minutes'),
    /** Percentage needed to pass a graded quiz. */
    passMark: integer('pass_mark').notNull().default(50),
    /** Null means unlimited. */
    attemptsAllowed: integer('attempts_allowed'),
    access: text('access', { enum: quizAccessModes }).notNull().default('free'),
    priceHalalas: integer('price_halalas').notNull().default(0),
    published: boolean('published').notNull().default(false),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleAnswers: boolean('shuffle_answers').notNull().default(false),
    navigation: text('navigation', { enum: quizNavigations }).notNull().default('free'),
    allowReview: boolean('allow_review').notNull().default(true),
    scoring: text('scoring', { enum: quizScorings }).notNull().default('graded'),
    certificate: boolean('certificate').notNull().default(false),
    /** Profile quizzes: the share of questions answered that earns a certificate. */
    certificateMinAnswered: integer('certificate_min_answered').notNull().default(80),
    review: text('review', { enum: quizReviews }).notNull().default('after_completion'),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    personalInfo: jsonb('personal_info').$type<PersonalInfoConfig>(),
    /**
     * The columns above are what students see: the settings of the published version (written by publish).
     * The operator edits `draft`; publishing freezes it into `quiz_versions` and copies its settings here.
     */
    draft: jsonb('draft').$type<QuizDraft>(),
    /** Bank question ids the draft's fixed sections use (the bank's used/unused filter reads it). */
    draftQuestionIds: integer('draft_question_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    currentVersionId: integer('current_version_id'),
    /** Questions a trial of the current version has (fixed plus drawn). */
    questionsCount: integer('questions_count').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quizzes_published_idx').on(t.published, t.id),
    check('quizzes_pass_mark_range', sql`${t.passMark} between 0 and 100`),
    check('quizzes_duration_positive', sql`${t.durationMinutes} is null or ${t.durationMinutes} > 0`),
  ],
);

export const instructionSteps = pgTable(
  'quiz_instruction_steps',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull().default(''),
    textAr: text('text_ar').notNull(),
    textEn: text('text_en').notNull().default(''),
  },
  (t) => [index('quiz_instruction_steps_quiz_idx').on(t.quizId, t.position)],
);

export const profileDimensions = pgTable(
  'quiz_profile_dimensions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    position: integer('position').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
  },
  (t) => [uniqueIndex('quiz_profile_dimensions_code_key').on(t.quizId, t.code)],
);

/** The question bank's category tree. */
export const questionCategories = pgTable(
  'question_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => questionCategories.id, { onDelete: 'restrict' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('question_categories_parent_idx').on(t.parentId)],
);

/**
 * Bank questions, one row per revision. A revision that a published version (and so possibly a trial)
 * uses is never changed: editing it writes a new revision with the same `lineage_id` and marks the old one
 * superseded. The bank's question id is the lineage (`coalesce(lineage_id, id)`: a first revision has none).
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    /** The quiz a question was written for before the bank existed (legacy content), else null. */
    quizId: integer('quiz_id').references(() => quizzes.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    lineageId: integer('lineage_id'),
    categoryId: integer('category_id').references(() => questionCategories.id, { onDelete: 'set null' }),
    type: text('type').$type<QuestionKind>().notNull().default('single_choice'),
    /** The operator's short name (imports carry one); never shown to students. */
    name: text('name').notNull().default(''),
    /** Null for single choice and true/false (their `answers` rows say everything). */
    key: jsonb('key').$type<StoredKey>(),
    textAr: text('text_ar').notNull(),
    textEn: text('text_en').notNull().default(''),
    /** Shown to every student after answering, as the quiz's review allows (rich text, sanitized). */
    generalFeedbackAr: text('general_feedback_ar').notNull().default(''),
    generalFeedbackEn: text('general_feedback_en').notNull().default(''),
    /** Seconds a student has for the question once shown (null: no limit of its own); see trials.closes. */
    timeLimitSeconds: integer('time_limit_seconds'),
    imagePath: text('image_path'),
    /** Points a correct answer earns in a graded quiz. */
    weight: integer('weight').notNull().default(1),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    difficulty: integer('difficulty').notNull().default(3),
    /** Both texts and the tags folded for Arabic-aware search (normalizeForSearch). */
    searchText: text('search_text').notNull().default(''),
    /** True once a published version includes this revision: from then on it is immutable. */
    frozen: boolean('frozen').notNull().default(false),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_quiz_idx').on(t.quizId, t.position),
    index('questions_bank_idx')
      .on(t.categoryId)
      .where(sql`${t.supersededAt} is null`),
    uniqueIndex('questions_lineage_head_key')
      .on(sql`coalesce(${t.lineageId}, ${t.id})`)
      .where(sql`${t.supersededAt} is null`),
    check('questions_difficulty_range', sql`${t.difficulty} between 1 and 5`),
  ],
);

/** An immutable snapshot of a quiz's content, made by publishing; trials pin one. */
export const quizVersions = pgTable(
  'quiz_versions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    /** 1, 2, … per quiz; 0 for preview snapshots (never current, never counted). */
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').$type<VersionSnapshot>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quiz_versions_number_key')
      .on(t.quizId, t.number)
      .where(sql`${t.number} > 0`),
  ],
);

/** Every question revision a version can show (fixed and pool members): what makes a revision frozen. */
export const quizVersionQuestions = pgTable(
  'quiz_version_questions',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => quizVersions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.questionId] }), index('quiz_version_questions_question_idx').on(t.questionId)],
);

export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    textAr: text('text_ar').notNull(),
    textEn: text('text_en').notNull().default(''),
    isCorrect: boolean('is_correct').notNull().default(false),
    /** Shown to a student who chose this option, as the quiz's review allows (rich text, sanitized). */
    feedbackAr: text('feedback_ar').notNull().default(''),
    feedbackEn: text('feedback_en').notNull().default(''),
    /** Profile quizzes: points this answer adds to each dimension, e.g. {"R": 2}. */
    points: jsonb('points').$type<Record<string, number>>(),
    /** Moodle-style fraction of the question's mark (1 = right, 0 = wrong; partial or negative allowed). */
    fraction: doublePrecision('fraction'),
  },
  (t) => [index('answers_question_idx').on(t.questionId, t.position)],
);

export const trials = pgTable(
  'trials',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    /** The content this trial shows and is scored by (null only for trials older than versions). */
    versionId: integer('version_id'),
    /** Pinned at start with the version: the player's statements need not read the quiz. */
    navigation: text('navigation', { enum: quizNavigations }).notNull().default('free'),
    /** Pinned at start like navigation: a practice trial's answers are checked on submit and then locked. */
    immediateFeedback: boolean('immediate_feedback').notNull().default(false),
    /** Forward-only trials: 1-based position of the furthest question reached; earlier ones are closed. */
    furthest: integer('furthest').notNull().default(1),
    /**
     * Timed sections and questions (#32): when each shown part closes, as `{"s:<question>": iso, "q:<question>": iso}`
     * (the section's close written for each of its questions when it first shows one, a question's own when it is
     * first shown). The submit statement refuses an answer past either; null while nothing timed has been shown.
     */
    closes: jsonb('closes').$type<Record<string, string>>(),
    /** An operator's preview of a draft: counts nowhere (results lists, attempts, certificates, statistics). */
    preview: boolean('preview').notNull().default(false),
    status: text('status', { enum: trialStatuses }).notNull().default('in_progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for an untimed quiz. */
    deadline: timestamp('deadline', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: text('completed_by', { enum: trialCompletedBy }),
    /** Question ids in the order this trial shows them, fixed at start. */
    questionOrder: integer('question_order').array().notNull(),
    /** Answer ids per question id when the quiz shuffles answers; null means position order. */
    answerOrder: jsonb('answer_order').$type<Record<string, number[]>>(),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score'),
    percentage: doublePrecision('percentage'),
    passed: boolean('passed'),
    correctCount: integer('correct_count'),
    profile: jsonb('profile').$type<DimensionScore[]>(),
    /**
     * Written at completion: `question:answer` ids for every question of question_order, in its order (answer 0:
     * left unanswered), e.g. `12:40,13:0`. Statistics read this one text per trial instead of its answer rows:
     * text, because PostgreSQL writes a text value out far faster than an array (100,000 trials per request).
     */
    picks: text('picks'),
    /**
     * Set at completion: no other trial of this user and version was completed before it. Percentile ranks count
     * these rows through `trials_version_first_idx` instead of sorting every completed trial by user at each
     * completion, which grew with the cohort and slowed the whole server as a large exam went on.
     */
    firstAttempt: boolean('first_attempt').notNull().default(false),
    /**
     * Null when no question needs a person. `pending` while some essay has no mark: the result shows what is
     * marked and no percentage, certificates and ranks wait. `complete` once every mark is in.
     */
    marking: text('marking', { enum: trialMarkings }),
    accessSource: text('access_source', { enum: trialAccessSources }).notNull().default('free'),
    couponId: integer('coupon_id'),
    entitlementId: uuid('entitlement_id'),
    /** The assignment whose window let an `assigned` quiz start; no foreign key, like coupon_id (none is checked on the hot insert). */
    assignmentId: integer('assignment_id'),
    /**
     * A one-device quiz (#32): SHA-256 of the device id the trial started on; its requests must carry it. Null
     * when the quiz has no such rule, or after an invigilator released the device (the next start binds anew).
     */
    deviceHash: text('device_hash'),
    /**
     * Set when a person confirmed a breach of the exam's rules and voided the result (#32, integrity review): the
     * student sees why; the result counts nowhere (certificate revoked, ranks, statistics, gradebook).
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
  },
  (t) => [
    // One unfinished trial per user and quiz: a double start resumes instead of creating a second. An
    // operator's previews stand aside (a new preview replaces the last one).
    uniqueIndex('trials_one_in_progress_key')
      .on(t.userId, t.quizId)
      .where(sql`${t.status} = 'in_progress' and not ${t.preview}`),
    index('trials_user_idx').on(t.userId, t.startedAt),
    // The live monitor's sitting (#32): a quiz's attempts started in the last hours, read every few seconds;
    // without it each refresh walked every trial ever made.
    index('trials_quiz_started_idx')
      .on(t.quizId, t.startedAt)
      .where(sql`not ${t.preview}`),
    index('trials_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'in_progress'`),
    // Statistics and percentile ranks read a version's counted trials, first attempts by user: their cache
    // fingerprint (count, latest completion) is an index-only scan of it.
    // Voided results (#32) count nowhere: outside the indexes too, so the scans stay index-only.
    index('trials_version_completed_idx')
      .on(t.versionId, t.userId, t.completedAt)
      .where(sql`${t.status} = 'completed' and not ${t.preview} and ${t.voidedAt} is null`),
    index('trials_version_first_idx')
      .on(t.versionId, t.percentage)
      .where(sql`${t.firstAttempt} and ${t.status} = 'completed' and not ${t.preview} and ${t.voidedAt} is null`),
  ],
);

/**
 * A completed (or released) trial whose follow-up work (certificate, result notification, webhooks, LMS grade) is
 * not yet done: written in the completion's transaction, deleted once every hook has run. A periodic pass runs
 * the hooks of rows a crash or a failure left behind; each hook is idempotent.
 */
export const trialFollowUps = pgTable('trial_follow_ups', {
  trialId: uuid('trial_id')
    .primaryKey()
    .references(() => trials.id, { onDelete: 'cascade' }),
  quizId: integer('quiz_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A running trial's last sign of life (#32): its player's live stream or poll, written at most every 30 s per trial,
 * in one statement for a whole sitting: the live monitor's "last seen" and "online". Not a column of `trials`: those
 * rows are wide and indexed seven times, and 5,000 players' signs of life rewrote each of them every half minute
 * (a new row version and seven index entries each time) under the answers' feet. The migration makes it UNLOGGED
 * (no write-ahead log): after a crash it starts empty, and the players' next signs fill it within a minute. No
 * foreign key, as trial_answers' question: its check would lock each trial's row. The live state's sweep deletes
 * rows a day old.
 */
export const trialPresence = pgTable('trial_presence', {
  trialId: uuid('trial_id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

/**
 * One row per trial and question, the last answer wins. The question and answer carry no foreign keys on
 * purpose: the submit statement itself checks that the question is in the trial's order and the answer
 * belongs to the question, and a foreign key check would take a FOR KEY SHARE lock on the question and
 * answer rows that every taker of the quiz shares (a multixact hot spot in a competition, and a quarter of
 * the database's work per submit). Questions and answers of a quiz with trials are never deleted.
 */
export const trialAnswers = pgTable(
  'trial_answers',
  {
    trialId: uuid('trial_id')
      .notNull()
      .references(() => trials.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    selectedAnswerId: integer('selected_answer_id'),
    /** The answer of a question of another type (its ids checked against the question before storing). */
    response: jsonb('response').$type<QuestionResponseBody>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trialId, t.questionId] })],
);

/**
 * A person's mark of one question of a trial: an essay's mark, or an override of a machine mark (with a reason).
 * The latest row per trial and question counts; earlier ones stay as the history the audit log points at.
 */
export const trialMarks = pgTable(
  'trial_marks',
  {
    id: serial('id').primaryKey(),
    trialId: uuid('trial_id')
      .notNull()
      .references(() => trials.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    /** Points out of the question's mark in this version. */
    points: doublePrecision('points').notNull(),
    /** To the student (plain text). */
    comment: text('comment').notNull().default(''),
    /** Why a machine mark was overridden (required then); empty for an essay's first mark. */
    reason: text('reason').notNull().default(''),
    /** The level chosen per criterion when the question's rubric gave the points; null for free points. */
    rubric: jsonb('rubric').$type<RubricSelection>(),
    markerId: uuid('marker_id').references(() => users.id, { onDelete: 'set null' }),
    /** `first` and `second` are second marking's blind marks and never count; `single` and `agreed` count. */
    kind: text('kind').$type<MarkKind>().notNull().default('single'),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trial_marks_trial_idx').on(t.trialId, t.questionId, t.id)],
);

/** What publishing freezes: the settings, the instruction steps, the dimensions and the resolved sections. */
export interface VersionSnapshot {
  draft: QuizDraft;
  /** Per section: the question revisions it shows (fixed) or draws from (pool), and how many a trial gets. */
  sections: { kind: 'fixed' | 'draw'; questionIds: number[]; count: number }[];
}
