import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { QuizDraft } from '@mizan/contract/admin/quizzes';
import { normalizeForSearch } from '@mizan/contract/arabic-search';
import type { Db } from '../../db/client.js';
import { answers, instructionSteps, profileDimensions, questions, quizzes, trials } from '../../db/schema/quizzes.js';
import { escapeToRichText } from '../../lib/rich-text.js';
import { SYSTEM_ACTOR } from '../audit/recorder.js';
import { bankCategoriesRepo } from '../question-bank/categories-repo.js';
import { halalasToSar } from '../trials/quiz-settings.js';
import { authoringService } from './service.js';

const rich = (ar: string, en: string) => ({ ar: escapeToRichText(ar), en: escapeToRichText(en) });

/**
 * Installations older than authoring kept quizzes as rows written by the seed: each becomes a draft whose
 * questions move into the bank (a category named after the quiz, texts escaped into rich text), is published
 * as version 1 when it was published or has trials, and its trials pin that version. Idempotent.
 */
export async function upgradeLegacyQuizzes(db: Db): Promise<boolean> {
  const legacy = await db.select().from(quizzes).where(isNull(quizzes.draft)).orderBy(asc(quizzes.id));
  if (!legacy.length) return false;
  const authoring = authoringService({ db, translate: (_lang, key) => key, onPublished: () => undefined });
  for (const quiz of legacy) {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const category = await bankCategoriesRepo(tx).insert({ nameAr: quiz.titleAr, nameEn: quiz.titleEn });
      const rows = await tx
        .select()
        .from(questions)
        .where(eq(questions.quizId, quiz.id))
        .orderBy(asc(questions.position), asc(questions.id));
      for (const q of rows) {
        const text = rich(q.textAr, q.textEn);
        await tx
          .update(questions)
          .set({ categoryId: category.id, textAr: text.ar, textEn: text.en, searchText: normalizeForSearch(`${q.textAr} ${q.textEn}`) })
          .where(eq(questions.id, q.id));
      }
      const options = rows.length
        ? await tx
            .select()
            .from(answers)
            .where(
              inArray(
                answers.questionId,
                rows.map((q) => q.id),
              ),
            )
        : [];
      for (const a of options) {
        const text = rich(a.textAr, a.textEn);
        await tx
          .update(answers)
          .set({ textAr: text.ar, textEn: text.en, fraction: a.isCorrect ? 1 : 0 })
          .where(eq(answers.id, a.id));
      }
      const steps = await tx
        .select()
        .from(instructionSteps)
        .where(eq(instructionSteps.quizId, quiz.id))
        .orderBy(asc(instructionSteps.position));
      const dimensions = await tx
        .select()
        .from(profileDimensions)
        .where(eq(profileDimensions.quizId, quiz.id))
        .orderBy(asc(profileDimensions.position));
      const draft: QuizDraft = {
        title: { ar: quiz.titleAr, en: quiz.titleEn },
        description: rich(quiz.descriptionAr, quiz.descriptionEn),
        category: quiz.categoryId,
        cover_image: quiz.coverImagePath,
        duration_minutes: quiz.durationMinutes,
        pass_mark: quiz.passMark,
        attempts_allowed: quiz.attemptsAllowed,
        access: quiz.access,
        price: halalasToSar(quiz.priceHalalas),
        shuffle_questions: quiz.shuffleQuestions,
        shuffle_answers: quiz.shuffleAnswers,
        navigation: quiz.navigation,
        review: quiz.review,
        closes_at: null,
        scoring: quiz.scoring,
        dimensions: dimensions.map((d) => ({
          code: d.code,
          title: { ar: d.titleAr, en: d.titleEn },
          description: { ar: d.descriptionAr, en: d.descriptionEn },
        })),
        instructions: steps.map((s) => ({ title: { ar: s.titleAr, en: s.titleEn }, text: rich(s.textAr, s.textEn) })),
        personal_info: quiz.personalInfo,
        certificate: { enabled: quiz.certificate, min_answered_percent: quiz.certificateMinAnswered },
        sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: rows.map((q) => q.id) }],
      };
      await tx
        .update(quizzes)
        .set({ draft, draftQuestionIds: rows.map((q) => q.id) })
        .where(eq(quizzes.id, quiz.id));
      const [trial] = await tx.select({ id: trials.id }).from(trials).where(eq(trials.quizId, quiz.id)).limit(1);
      if (!quiz.published && !trial) return;
      await authoring.publish(SYSTEM_ACTOR, quiz.id, 'ar', tx, { force: true });
      if (!quiz.published) await tx.update(quizzes).set({ published: false }).where(eq(quizzes.id, quiz.id));
      const [current] = await tx.select({ versionId: quizzes.currentVersionId }).from(quizzes).where(eq(quizzes.id, quiz.id));
      await tx
        .update(trials)
        .set({ versionId: current?.versionId ?? null })
        .where(and(eq(trials.quizId, quiz.id), isNull(trials.versionId)));
    });
  }
  return true;
}
