import type { Language } from '@mizan/contract/i18n';
import type { Cell } from '../../lib/table-export.js';
import { localized } from '../../lib/localized.js';
import { plainText } from '../../lib/rich-text.js';
import type { ContentQuestion } from '../trials/content-repo.js';
import type { VersionMaterial } from '../trials/quiz-material.js';

/** How much of a question's text heads its column: enough to recognise it, short enough to keep columns narrow. */
const HEADER_TEXT = 40;
export const LEGEND_HEADER = ['column', 'section', 'question', 'type', 'max_mark', 'text'];

const textOf = (q: ContentQuestion, lang: Language) => plainText(localized(lang, q.textAr, q.textEn)).replace(/\s+/g, ' ');
/** The text's start, cut between words where one ends late enough. */
function start(text: string): string {
  if (text.length <= HEADER_TEXT) return text;
  const cut = text.slice(0, HEADER_TEXT);
  const space = cut.lastIndexOf(' ');
  return `${(space > HEADER_TEXT / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A draw section's place in the row: `count` positions, each an id cell then a mark cell, from `offset`. */
interface DrawSlots {
  pool: ReadonlySet<number>;
  count: number;
  offset: number;
}

/**
 * The question columns of a version's results: a fixed question has one column, headed by its id and the start
 * of its text; a draw has one pair per position (the question served there, then its mark), since its pool may
 * hold far more questions than a trial shows. The legend names every question a column may hold, in full.
 */
export function questionColumns(material: VersionMaterial, lang: Language) {
  const header: string[] = [];
  const legend: Cell[][] = [];
  const fixed = new Map<number, number>();
  const draws: DrawSlots[] = [];
  const mark = (q: ContentQuestion) => (material.quiz.scoring === 'profile' ? null : q.weight);
  material.layout.forEach((section, s) => {
    const questions = section.questions.flatMap((q) => material.byId.get(q.id) ?? []);
    if (section.kind === 'fixed') {
      for (const q of questions) {
        fixed.set(q.id, header.length);
        header.push(`q${q.id}: ${start(textOf(q, lang))}`);
        legend.push([header.at(-1), s + 1, q.id, q.type, mark(q), textOf(q, lang)]);
      }
      return;
    }
    draws.push({ pool: new Set(questions.map((q) => q.id)), count: section.count, offset: header.length });
    for (let k = 1; k <= section.count; k++) header.push(`s${s + 1}.${k} id`, `s${s + 1}.${k} mark`);
    for (const q of questions) legend.push([`s${s + 1}.* id`, s + 1, q.id, q.type, mark(q), textOf(q, lang)]);
  });

  return {
    header,
    legend,
    /** The question cells of a trial that was shown `order`, given each question's mark. */
    cells(order: readonly number[], markOf: (questionId: number) => Cell): Cell[] {
      const cells: Cell[] = Array.from({ length: header.length }, () => null);
      const filled = draws.map(() => 0);
      for (const id of order) {
        const column = fixed.get(id);
        if (column !== undefined) {
          cells[column] = markOf(id);
          continue;
        }
        // Positions fill in the order the trial showed its drawn questions.
        const d = draws.findIndex((draw, i) => draw.pool.has(id) && filled[i]! < draw.count);
        if (d < 0) continue;
        const at = draws[d]!.offset + filled[d]! * 2;
        filled[d] = filled[d]! + 1;
        cells[at] = id;
        cells[at + 1] = markOf(id);
      }
      return cells;
    },
  };
}
