/**
 * Tags that carry what GIFT and Moodle XML have no field for (Mizan's own exports write them, its imports read
 * them back): `difficulty:1`…`difficulty:5`, and `mark:N` for GIFT, which has no grade.
 */
const DIFFICULTY_TAG = /^difficulty:([1-5])$/;
const MARK_TAG = /^mark:([1-9][0-9]?|100)$/;

export const difficultyTag = (difficulty: number) => `difficulty:${difficulty}`;
export const markTag = (mark: number) => `mark:${mark}`;

/** The operator's own tags, and the difficulty and mark that tags carried. */
export function readTags(tags: string[]): { tags: string[]; difficulty?: number; mark?: number } {
  const difficulty = tags.map((t) => DIFFICULTY_TAG.exec(t)?.[1]).find(Boolean);
  const mark = tags.map((t) => MARK_TAG.exec(t)?.[1]).find(Boolean);
  return {
    tags: tags.map((t) => t.trim()).filter((t) => t !== '' && !DIFFICULTY_TAG.test(t) && !MARK_TAG.test(t)),
    ...(difficulty ? { difficulty: Number(difficulty) } : {}),
    ...(mark ? { mark: Number(mark) } : {}),
  };
}
