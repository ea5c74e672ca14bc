import { describe, expect, it } from 'vitest';
import { QuestionInput } from '@mizan/contract/admin/questions';
import type { Db } from '../../db/client.js';
import type { Translate } from '../../lib/messages.js';
import type { FileStorage } from '../../lib/storage.js';
import { questionImportService } from './import-service.js';
import { resolveMedia } from './media.js';
import { READERS } from './readers.js';

describe('imported media', () => {
  it('a link to a file that is not kept (a PDF) is unwrapped and reported, never left pointing at nothing', async () => {
    const question = QuestionInput.parse({
      type: 'true_false',
      text: { ar: '<p>اقرأ <a href="@@PLUGINFILE@@/notes.pdf">الملاحظات</a></p>', en: '' },
      category: null,
      tags: [],
      difficulty: 1,
      mark: 1,
      key: { type: 'true_false', correct: true },
    });
    const media = [{ name: 'notes.pdf', base64: Buffer.from('%PDF-1.4 not an image').toString('base64') }];
    const { question: stored, refused } = await resolveMedia({ question, categoryPath: [], at: { line: 1 }, media }, null);
    expect(stored.text.ar).toBe('<p>اقرأ الملاحظات</p>');
    expect(refused).toEqual(['notes.pdf']);
  });
});

describe('images in feedback', () => {
  it('an embedded image in general and option feedback points at the stored file, as in the question text', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const xml = `<quiz><question type="multichoice"><name><text>Q</text></name>
      <questiontext format="html"><text>Which?</text></questiontext>
      <generalfeedback format="html"><text><![CDATA[<p><img src="@@PLUGINFILE@@/info.png" alt="Info"/>See the notes.</p>]]></text>
      <file name="info.png" encoding="base64">${png}</file></generalfeedback>
      <single>true</single>
      <answer fraction="100"><text>A</text><feedback format="html"><text><![CDATA[<p><img src="@@PLUGINFILE@@/up.png" alt="Right"/></p>]]></text>
      <file name="up.png" encoding="base64">${png}</file></feedback></answer>
      <answer fraction="0"><text>B</text></answer>
    </question></quiz>`;
    const service = questionImportService({} as Db, (() => '') as unknown as Translate, {} as FileStorage);
    const report = await service.withMedia(await READERS.moodle_xml(Buffer.from(xml)), null);
    const stored = report.questions[0]!.question;
    expect(stored.general_feedback?.ar).toMatch(/<img src="\/uploads\/question-media\/[^"]+" alt="Info"/);
    expect(stored.options?.[0]?.feedback?.ar).toMatch(/<img src="\/uploads\/question-media\/[^"]+" alt="Right"/);
    expect(JSON.stringify(stored)).not.toContain('@@PLUGINFILE@@');
    expect(report.problems).toEqual([]);
  });
});
