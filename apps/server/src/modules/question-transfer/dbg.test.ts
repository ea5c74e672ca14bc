import { readFile } from 'node:fs/promises';
import { it } from 'vitest';
import { READERS } from './readers.js';
import { questionImportService } from './import-service.js';
const F = '/work/wt-files29/apps/server/src/modules/question-import/fixtures/';
it('dbg', async () => {
  const g = await READERS.gift(await readFile(F + 'gift-peg/multiLineFeedback1.gift'));
  console.log(JSON.stringify(g.questions[1]?.extras), JSON.stringify(g.problems));
  const s = questionImportService({} as never, (() => '') as never, {} as never);
  const r = await s.withMedia(g, null);
  console.log(JSON.stringify(r.questions[1]?.question.general_feedback), JSON.stringify(r.problems));
});
