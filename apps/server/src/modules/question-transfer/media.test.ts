import { describe, expect, it } from 'vitest';
import { QuestionInput } from '@mizan/contract/admin/questions';
import { resolveMedia } from './media.js';

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
