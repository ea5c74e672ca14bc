import { accept, blankQuestion, emptyReport, toText, type ImportMessageKey, type ImportReport } from './model.js';

/** `A.` or `A)`, with or without a space before the text (Moodle's own `aiken_errors.txt` writes `A)Text`). */
const OPTION = /^([A-Z])[.)]\s*(.*)$/;
const ANSWER = /^ANSWER:\s*(.*?)\s*$/;

/**
 * Aiken: a question, options `A.` or `A)`, then `ANSWER: X`. As in Moodle's reader, a question ends at its ANSWER
 * line (blank lines separate nothing), needs at least two options, and text after options that never got an
 * ANSWER starts the next question: the unfinished one is reported at its own first line and the next one reads.
 * The format has no names, categories or feedback, so only single choice comes out.
 */
export function parseAiken(input: string | Buffer): ImportReport {
  const report = emptyReport();
  let stem: { text: string; line: number } | null = null;
  let options: { letter: string; text: string }[] = [];
  const fail = (line: number, message_key: ImportMessageKey): void => {
    report.errors.push({ line, message_key });
  };
  toText(input)
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const row = raw.trim();
      const line = i + 1;
      if (row === '') return;
      const answer = ANSWER.exec(row);
      const option = answer ? null : OPTION.exec(row);
      if (answer) {
        if (stem === null) fail(line, 'import.aiken_not_started');
        else if (options.length < 2) fail(line, 'import.aiken_too_few_options');
        else if (!options.some((o) => o.letter === answer[1])) fail(line, 'import.syntax_error');
        else {
          const q = blankQuestion('single_choice', stem.line, []);
          q.text = { text: stem.text, format: 'plain' };
          q.options = options.map((o) => ({
            text: { text: o.text, format: 'plain' },
            fraction: o.letter === answer[1] ? 1 : 0,
            feedback: null,
          }));
          accept(report, q);
        }
        stem = null;
        options = [];
      } else if (option) {
        if (stem === null) fail(line, 'import.aiken_not_started');
        else options.push({ letter: option[1]!, text: option[2]! });
      } else if (stem !== null && options.length === 0) {
        // A question may run over several lines before its options.
        stem.text += `\n${row}`;
      } else {
        if (stem !== null) fail(stem.line, 'import.aiken_unfinished');
        stem = { text: row, line };
        options = [];
      }
    });
  // A question still open at the end of the file never got its ANSWER line.
  const open = stem as { line: number } | null;
  if (open !== null) fail(open.line, 'import.aiken_unfinished');
  return report;
}
