import type { Language } from '@mizan/contract/i18n';
import { localized } from '../../lib/localized.js';
import type { VersionMaterial } from './quiz-material.js';

/**
 * The title and passage of the section a trial shows a question in, from the version's cached material (no query). A question
 * is in one section, except when draws share a pool: fixed sections win (draws skip their questions), and
 * otherwise the section whose span of the trial's order covers the question's position.
 */
export function sectionOf(
  material: VersionMaterial | undefined,
  questionId: number,
  position: number,
  lang: Language,
): { section_title: string | null; passage: string | null } {
  const holding = material?.sectionsOf.get(questionId);
  if (!material || !holding?.length) return { section_title: null, passage: null };
  let index = holding.find((i) => material.layout[i]?.kind === 'fixed') ?? holding[0]!;
  if (holding.length > 1 && material.layout[index]?.kind === 'draw') {
    let end = 0;
    const covering = material.layout.findIndex((section) => (end += section.count) >= position);
    if (holding.includes(covering)) index = covering;
  }
  const texts = material.sectionTexts[index];
  const passage = texts?.passage;
  return {
    section_title: texts ? localized(lang, texts.title.ar, texts.title.en) || null : null,
    passage: passage ? localized(lang, passage.ar, passage.en) || null : null,
  };
}
