import type { KeyItem } from '../../db/schema/quizzes.js';
import { keyOfType } from '../question-bank/answer-key.js';
import type { ContentQuestion } from '../trials/content-repo.js';

const textOf = (item: KeyItem) => `${item.ar}\u0000${item.en}`;

/** Ids of the sat revision's items by their text, each text's ids in turn (two items may read the same). */
function idsByText(items: readonly KeyItem[]) {
  const byText = new Map<string, string[]>();
  for (const item of items) byText.set(textOf(item), [...(byText.get(textOf(item)) ?? []), item.id]);
  return (item: KeyItem): string | undefined => byText.get(textOf(item))?.shift();
}

/** The latest revision's items under the sat revision's ids; null unless the two hold the same texts. */
function sameItems(sat: readonly KeyItem[], latest: readonly KeyItem[]): Map<string, string> | null {
  if (sat.length !== latest.length) return null;
  const idOf = idsByText(sat);
  const ids = new Map<string, string>();
  for (const item of latest) {
    const id = idOf(item);
    if (id === undefined) return null;
    ids.set(item.id, id);
  }
  return ids;
}

/**
 * The question as the student sat it (texts, option and item ids, weight) with the latest revision's key.
 * Correcting a key in the bank writes a new revision (new option rows, new item ids) under the same lineage,
 * while a trial's answers name the revision its version froze: options are matched by position, ordering and
 * matching items by their text. The weight stays the version's (people's marks are points out of it). A revision
 * whose shape changed (another type, options added or removed, items reworded) is no key correction: null, and
 * the question keeps the key it was sat with. Essays are marked by people: null too.
 */
export function correctedQuestion(sat: ContentQuestion, latest: ContentQuestion): ContentQuestion | null {
  if (sat.type !== latest.type) return null;
  switch (sat.type) {
    case 'single_choice':
    case 'true_false':
    case 'multiple_response': {
      if (sat.answers.length !== latest.answers.length) return null;
      const answers = sat.answers.map((a, i) => ({ ...a, isCorrect: latest.answers[i]!.isCorrect, fraction: latest.answers[i]!.fraction }));
      return { ...sat, key: latest.key, answers };
    }
    case 'ordering': {
      const [was, now] = [keyOfType(sat.key, 'ordering'), keyOfType(latest.key, 'ordering')];
      const ids = was && now ? sameItems(was.items, now.items) : null;
      if (!now || !ids) return null;
      return { ...sat, key: { ...now, items: now.items.map((i) => ({ ...i, id: ids.get(i.id)! })) } };
    }
    case 'matching': {
      const [was, now] = [keyOfType(sat.key, 'matching'), keyOfType(latest.key, 'matching')];
      const prompts = was && now ? sameItems(was.prompts, now.prompts) : null;
      const matches = was && now ? sameItems(was.matches, now.matches) : null;
      if (!now || !prompts || !matches) return null;
      const key = {
        ...now,
        prompts: now.prompts.map((p) => ({ ...p, id: prompts.get(p.id)!, answer: matches.get(p.answer) ?? '' })),
        matches: now.matches.map((m) => ({ ...m, id: matches.get(m.id)! })),
      };
      return { ...sat, key };
    }
    case 'numeric':
    case 'short_text':
      return { ...sat, key: latest.key };
    case 'essay':
    case 'file_upload':
      return null;
  }
}
