import { describe, expect, it } from 'vitest';
import { BankCategoryInput, QuizCategoryInput } from './categories.js';
import { bilingual } from './common.js';
import { CompetitionInput } from './competitions.js';
import { PlanInput } from './plans.js';
import { PolicySectionInput } from './privacy-policy.js';
import { DrawSection, QuizDraft } from './quizzes.js';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('plain-text fields hold plain text (#27.10)', () => {
  it.each(['<img src=x onerror=alert(1)>', 'a</b>', '<!-- x -->', '<script>', '<?xml'])('refuses %s', (text) => {
    expect(messages(bilingual(200).safeParse({ ar: text, en: '' }))).toEqual(['ar: plain_text']);
    expect(messages(bilingual(200).safeParse({ ar: 'اسم', en: text }))).toEqual(['en: plain_text']);
  });

  it.each(['x < y', '3<5', 'a <= b', '«اقتباس»', 'A & B'])('keeps text that only looks like it: %s', (text) => {
    expect(bilingual(200).safeParse({ ar: text }).success).toBe(true);
  });

  it('applies to category names, quiz and section titles and policy section titles', () => {
    const markup = { ar: '<b>x</b>', en: '' };
    expect(messages(BankCategoryInput.safeParse({ name: markup }))).toEqual(['name.ar: plain_text']);
    expect(messages(QuizCategoryInput.safeParse({ name: markup }))).toEqual(['name.ar: plain_text']);
    expect(messages(QuizDraft.pick({ title: true }).safeParse({ title: markup }))).toEqual(['title.ar: plain_text']);
    expect(messages(DrawSection.safeParse({ kind: 'draw', title: markup, count: 1, category: null }))).toEqual(['title.ar: plain_text']);
    expect(messages(PolicySectionInput.safeParse({ title: markup, content: { ar: '<b>نص</b>' } }))).toEqual(['title.ar: plain_text']);
  });
});

describe('names people see need Arabic (#33.3)', () => {
  const empty = { ar: ' ', en: 'Name' };
  it('refuses an empty Arabic name for bank and catalogue categories and plans', () => {
    expect(messages(BankCategoryInput.safeParse({ name: empty }))).toEqual(['name.ar: Too small: expected string to have >=1 characters']);
    expect(messages(QuizCategoryInput.safeParse({ name: empty }))).toHaveLength(1);
    const plan = { name: empty, description: { ar: '' }, price: '49', number_of_quizzes: 1 };
    expect(messages(PlanInput.safeParse(plan))).toEqual(['name.ar: Too small: expected string to have >=1 characters']);
    expect(PlanInput.safeParse({ ...plan, name: { ar: 'اختبار واحد' } }).success).toBe(true);
  });

  it('still refuses an empty competition title and policy section', () => {
    expect(
      messages(CompetitionInput.safeParse({ quiz: 1, title: empty, starts_at: '2030-01-01T00:00:00Z', ends_at: '2030-01-02T00:00:00Z' })),
    ).toHaveLength(1);
    expect(messages(PolicySectionInput.safeParse({ title: { ar: 'عنوان' }, content: { ar: '<p></p>' } }))).toEqual([
      'content.ar: required',
    ]);
  });
});
