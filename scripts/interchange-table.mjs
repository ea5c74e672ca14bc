// Renders docs/interchange.md from the summary the real-files test writes:
//   WRITE_INTERCHANGE_TABLE=/tmp/interchange.json npx vitest run --project server apps/server/src/modules/question-transfer/real-files.test.ts
//   node scripts/interchange-table.mjs /tmp/interchange.json > docs/interchange.md
import { readFileSync } from 'node:fs';

const input = process.argv[2];
if (!input) {
  console.error('usage: node scripts/interchange-table.mjs <summary.json>');
  process.exit(1);
}
const rows = JSON.parse(readFileSync(input, 'utf8'));

const FORMAT = { gift: 'GIFT', aiken: 'Aiken', moodle_xml: 'Moodle XML', qti: 'QTI package' };
const sum = (f) => rows.reduce((n, r) => n + f(r), 0);
const counts = (record) =>
  Object.entries(record)
    .sort(([, a], [, b]) => b - a)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ') || '–';
const ofFound = (kept, found) => (found === 0 ? '–' : `${kept} of ${found}`);

const lines = [
  '# Interchange with other systems: per-file results',
  '',
  "Issue #29's acceptance table. Each file below was written by another system's authors, not by Mizan's; each is",
  'read the way the import\'s dry run reads it (its format\'s reader, then the media and "not kept" step), and',
  '`apps/server/src/modules/question-transfer/real-files.test.ts` counts from the raw file itself, independently of the',
  'importer, its questions (GIFT blocks, Aiken questions, Moodle XML `<question>`s but categories, QTI items listed in the',
  'manifest), their names, feedback texts and media files. It asserts **zero silent loss**: every question is created or',
  'skipped with a reason in the report, and every name, feedback text and image of a created question is kept on it or',
  "named in the report. It also asserts what Moodle's own tests expect of their fixtures and, for the GIFT grammar's",
  "files, the question types of the grammar's expected parse.",
  '',
  'Where the files come from, and under which terms: `apps/server/src/modules/question-import/fixtures/README.md`.',
  'Regenerate this page with the commands at the top of `scripts/interchange-table.mjs`.',
  '',
  '## Totals',
  '',
  `- Files: ${rows.length} (${Object.entries(rows.reduce((acc, r) => ({ ...acc, [r.source]: (acc[r.source] ?? 0) + 1 }), {}))
    .map(([s, n]) => `${s} ${n}`)
    .join(', ')})`,
  `- Questions in the files: ${sum((r) => r.questions)}`,
  `- Created: ${sum((r) => r.created)}`,
  `- Skipped, each with its reason in the report: ${sum((r) => r.skipped)}`,
  `- Names, feedback texts, media files on the created questions: ${sum((r) => r.found.names)}, ${sum((r) => r.found.feedback)}, ${sum((r) => r.found.media)}; of those, named in the report as not kept: ${sum((r) => r.notKept.names)}, ${sum((r) => r.notKept.feedback)}, ${sum((r) => r.notKept.media)}`,
  `- Files with silent loss: ${rows.filter((r) => r.silentLoss.length).length}`,
  '',
  '"Not kept" counts what the report names: feedback the bank has no place for yet (outcome feedback, hints, the',
  'feedback of types other than choice), media it does not store (video, audio, images from another server or in',
  "plain-text parts). Skip reasons are the report's message keys (`unsupported_type` with the source type).",
  '',
  '## Per file',
  '',
  '| Source | File | Format | Questions by type | Created | Skipped (reasons) | Names / feedback / media not kept | Zero silent loss |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map((r) =>
    [
      '',
      r.source,
      `\`${r.file}\``,
      FORMAT[r.format] ?? r.format,
      counts(r.byType),
      r.created,
      r.skipped ? `${r.skipped} (${counts(r.reasons)})` : Object.keys(r.reasons).length ? `0 (${counts(r.reasons)})` : '0',
      [
        ofFound(r.notKept.names, r.found.names),
        ofFound(r.notKept.feedback, r.found.feedback),
        ofFound(r.notKept.media, r.found.media),
      ].join(' / '),
      r.silentLoss.length ? '✗' : '✓',
      '',
    ]
      .join(' | ')
      .trim(),
  ),
  '',
];
process.stdout.write(lines.join('\n'));
