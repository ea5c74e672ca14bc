import { accept, blankQuestion, emptyReport, toText, type ImportReport } from './model.js';

const OPTION = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER:\s*([A-Z])\s*$/;

/**
 * Aiken: a one-line question, options `A.` or `A)`, then `ANSWER: X`; questions separated by
 * blank lines. The format has no names, categories or feedback, so only single choice comes out.
 */
export function parseAiken(input: string | Buffer): ImportReport {
  const report = emptyReport();
  let stem: { text: string; line: number } | null = null;
  let options: { letter: string; text: string }[] = [];
  // After an error the rest of that question is ignored up to the next blank line.
  let skipping = false;
  const fail = (line: number): void => {
    report.errors.push({ line, message_key: 'import.syntax_error' });
    stem = null;
    options = [];
    skipping = true;
  };
  toText(input)
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const row = raw.trim();
      const line = i + 1;
      if (row === '') skipping = false;
      if (row === '' || skipping) return;
      if (stem === null) {
        stem = { text: row, line };
        return;
      }
      const option = OPTION.exec(row);
      const answer = ANSWER.exec(row);
      if (option) options.push({ letter: option[1]!, text: option[2]! });
      else if (answer && options.some((o) => o.letter === answer[1])) {
        const q = blankQuestion('single_choice', stem.line, []);
        q.text = { text: stem.text, format: 'plain' };
        q.options = options.map((o) => ({
          text: { text: o.text, format: 'plain' },
          fraction: o.letter === answer[1] ? 1 : 0,
          feedback: null,
        }));
        accept(report, q);
        stem = null;
        options = [];
      } else fail(line);
    });
  // A question still open at the end of the file never got its ANSWER line.
  const open = stem as { line: number } | null;
  if (open !== null) fail(open.line);
  return report;
}
