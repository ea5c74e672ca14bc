import { sql } from 'drizzle-orm';
import {
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
import type { PersonalInfoConfig } from '@mizan/contract/personal-info';
import { users } from './accounts.js';

export const quizAccessModes = ['free', 'coupon', 'paid'] as const;
export const quizNavigations = ['free', 'forward_only'] as const;
export const quizScorings = ['graded', 'profile'] as const;
export const trialStatuses = ['in_progress', 'completed'] as const;
export const trialCompletedBy = ['client', 'deadline', 'sweep'] as const;
export const trialAccessSources = ['free', 'coupon', 'entitlement'] as const;

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
    personalInfo: jsonb('personal_info').$type<PersonalInfoConfig>(),
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

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    textAr: text('text_ar').notNull(),
    textEn: text('text_en').notNull().default(''),
    imagePath: text('image_path'),
    /** Points a correct answer earns in a graded quiz. */
    weight: integer('weight').notNull().default(1),
  },
  (t) => [index('questions_quiz_idx').on(t.quizId, t.position)],
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
    /** Profile quizzes: points this answer adds to each dimension, e.g. {"R": 2}. */
    points: jsonb('points').$type<Record<string, number>>(),
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
    accessSource: text('access_source', { enum: trialAccessSources }).notNull().default('free'),
    couponId: integer('coupon_id'),
    entitlementId: uuid('entitlement_id'),
  },
  (t) => [
    // One unfinished trial per user and quiz: a double start resumes instead of creating a second.
    uniqueIndex('trials_one_in_progress_key')
      .on(t.userId, t.quizId)
      .where(sql`${t.status} = 'in_progress'`),
    index('trials_user_idx').on(t.userId, t.startedAt),
    index('trials_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'in_progress'`),
  ],
);

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
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trialId, t.questionId] })],
);
