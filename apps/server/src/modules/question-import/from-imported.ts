import { QuestionInput } from '@mizan/contract/admin/questions';
import type { AnswerKeyInput, NumericAccepted } from '@mizan/contract/question-types';
import { plainBilingual, richBilingual } from './bilingual.js';
import type { FormattedText, ImportedQuestion, ImportReport } from './model.js';
import { imagesNotShown } from './shown-images.js';
import { readTags } from './transfer-tags.js';
import type { TransferExtras, TransferProblem, TransferQuestion, TransferReport } from './transfer.js';

/** Moodle keeps seven decimals; rounding there makes `%33.33333%` and 0.3333333 the same fraction. */
const fraction = (f: number) => Number(f.toFixed(7));

function keyOf(q: ImportedQuestion): AnswerKeyInput | undefined {
  switch (q.type) {
    case 'single_choice':
      return undefined;
    case 'multiple_response':
      return {
        type: q.type,
        options: q.options.map((o) => ({ text: richBilingual(o.text), fraction: fraction(o.fraction) })),
        all_or_nothing: false,
      };
    case 'true_false': {
      // Read by the option's text, not its position: Moodle XML may list `false` first.
      const truth = q.options.find((o) => o.text.text.trim().toLowerCase() === 'true');
      return { type: q.type, correct: (truth?.fraction ?? 0) > 0 };
    }
    case 'ordering':
      return { type: q.type, items: q.options.map((o) => plainBilingual(o.text)), all_or_nothing: false };
    case 'matching': {
      // Moodle's convention: an answer with an empty prompt matches nothing, so it is a distractor.
      const paired = q.pairs.filter((p) => p.prompt.text.trim() !== '');
      return {
        type: q.type,
        pairs: paired.map((p) => ({ prompt: plainBilingual(p.prompt), answer: plainBilingual(p.answer) })),
        distractors: q.pairs.filter((p) => p.prompt.text.trim() === '').map((p) => plainBilingual(p.answer)),
        all_or_nothing: false,
      };
    }
    case 'numeric':
      // Answers worth nothing only carry feedback in Moodle; Mizan's accepted answers all earn.
      return {
        type: q.type,
        accepted: q.numericAnswers
          .filter((a) => a.fraction > 0)
          .map((a): NumericAccepted =>
            a.kind === 'range'
              ? { min: a.min, max: a.max, fraction: fraction(a.fraction) }
              : { value: a.value, tolerance: a.tolerance, fraction: fraction(a.fraction) },
          ),
        unit: q.unit ?? null,
      };
    case 'essay': {
      const rich = (text: FormattedText | null | undefined) => (text ? richBilingual(text) : { ar: '', en: '' });
      const { minWords = null, maxWords = null } = q.essay ?? {};
      return {
        type: q.type,
        min_words: minWords,
        // A maximum under the minimum is Moodle data Mizan refuses: keep the minimum, drop the maximum.
        max_words: maxWords !== null && minWords !== null && maxWords < minWords ? null : maxWords,
        template: rich(q.essay?.template),
        marker_info: rich(q.essay?.markerInfo),
      };
    }
    case 'file_upload': {
      const files = q.fileUpload;
      return {
        type: q.type,
        max_files: Math.min(10, Math.max(1, files?.maxFiles ?? 1)),
        max_size_mb: Math.min(20, Math.max(1, files?.maxSizeMb ?? 10)),
        kinds: files?.kinds?.length ? files.kinds : ['pdf', 'image'],
        marker_info: q.essay?.markerInfo ? richBilingual(q.essay.markerInfo) : { ar: '', en: '' },
      };
    }
    case 'short_text':
      return {
        type: q.type,
        accepted: q.shortTextAnswers.filter((a) => a.fraction > 0).map((a) => ({ text: a.text.trim(), fraction: fraction(a.fraction) })),
        exact: q.exact ?? false,
      };
  }
}

/** Whether some option of a choice question earns the whole mark. */
const fullMarks = (q: ImportedQuestion): boolean => q.options.some((o) => o.fraction >= 1);

/** The bank's input for one parsed question, before validation (category is set when it is stored). */
function inputOf(q: ImportedQuestion): unknown {
  const fields = readTags(q.tags);
  const key = keyOf(q);
  return {
    type: q.type,
    text: richBilingual(q.text),
    category: null,
    ...fields,
    // Moodle's grade may be fractional (0.5); the bank's mark is a whole number of at least 1.
    ...(q.mark !== undefined ? { mark: Math.min(100, Math.max(1, Math.round(q.mark))) } : {}),
    ...(key
      ? { key }
      : {
          // An option at 100 % is the right one and the others keep their partial credit; a file whose best
          // option earns less (Moodle refuses those) gets every earning option as right, and the report says so.
          options: q.options.map((o) => {
            const correct = fullMarks(q) ? o.fraction >= 1 : o.fraction > 0;
            return { text: richBilingual(o.text), correct, fraction: correct ? null : fraction(o.fraction) || null, points: null };
          }),
        }),
  };
}

/** What the source says beside the text and key (names, feedback, hints…), in the bank's bilingual form. */
function extrasOf(q: ImportedQuestion): TransferExtras | undefined {
  const rich = (t: FormattedText | null) => (t && t.text.trim() !== '' ? richBilingual(t) : null);
  const feedback = [...q.options, ...q.numericAnswers, ...q.shortTextAnswers].map((a) => rich(a.feedback));
  const extras: TransferExtras = {
    ...(q.name.trim() ? { name: q.name.trim() } : {}),
    ...(rich(q.generalFeedback) ? { general_feedback: rich(q.generalFeedback)! } : {}),
    ...(feedback.some((f) => f !== null) ? { feedback } : {}),
    ...(q.combinedFeedback.length ? { outcome_feedback: q.combinedFeedback.map(richBilingual) } : {}),
    ...(q.hints.length ? { hints: q.hints.map(richBilingual) } : {}),
    ...(q.penalty !== undefined ? { penalty: q.penalty } : {}),
    ...(q.idnumber !== undefined ? { idnumber: q.idnumber } : {}),
  };
  return Object.keys(extras).length ? extras : undefined;
}

/** Every text of a parsed question as its source wrote it. */
const sourceTexts = (q: ImportedQuestion): string[] =>
  [
    q.text,
    q.generalFeedback,
    ...q.options.flatMap((o) => [o.text, o.feedback]),
    ...q.pairs.map((p) => p.prompt),
    ...q.numericAnswers.map((a) => a.feedback),
    ...q.shortTextAnswers.map((a) => a.feedback),
    ...q.combinedFeedback,
    ...q.hints,
  ].flatMap((t) => (t ? [t.text] : []));

/** The parsed questions as the bank's input, each validated by the bank's own schema; what fails is reported. */
export function fromImported(report: ImportReport): TransferReport {
  const problems: TransferProblem[] = [
    ...report.errors.map(({ line, ...e }) => ({ at: { line }, ...e, skipped: false })),
    ...report.skipped.map((s) => ({ at: { line: s.line }, message_key: s.message_key, detail: s.detail, skipped: true })),
  ];
  const questions: TransferQuestion[] = [];
  for (const q of report.questions) {
    const at = { line: q.line };
    const parsed = QuestionInput.safeParse(inputOf(q));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push({ at, message_key: 'import.invalid_question', detail: issue?.path.join('.') ?? '', skipped: true });
      continue;
    }
    if (q.type === 'single_choice' && !fullMarks(q)) {
      problems.push({ at, message_key: 'import.partial_credit', skipped: false });
    }
    const extras = extrasOf(q);
    for (const name of imagesNotShown(sourceTexts(q), JSON.stringify([parsed.data, extras ?? null]))) {
      problems.push({ at, message_key: 'import.media_skipped', detail: name, skipped: false });
    }
    questions.push({
      question: parsed.data,
      categoryPath: q.categoryPath,
      at,
      ...(q.media.length ? { media: q.media } : {}),
      ...(extras ? { extras } : {}),
    });
  }
  return { questions, problems };
}
