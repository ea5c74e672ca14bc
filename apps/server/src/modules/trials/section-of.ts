import type { Language } from '@mizan/contract/i18n';
import { localized } from '../../lib/localized.js';
import type { VersionMaterial } from './quiz-material.js';

/**
 * The title of the section a trial shows a question in, from the version's cached material (no query). A question
 * is in one section, except when draws share a pool: fixed sections win (draws skip their questions), and
 * otherwise the section whose span of the trial's order covers the question's position.
 */
export function sectionTitle(material: VersionMaterial | undefined, questionId: number, position: number, lang: Language): string | null {
  const holding = material?.sectionsOf.get(questionId);
  if (!material || !holding?.length) return null;
  let index = holding.find((i) => material.layout[i]?.kind === 'fixed') ?? holding[0]!;
  if (holding.length > 1 && material.layout[index]?.kind === 'draw') {
    let end = 0;
    const covering = material.layout.findIndex((section) => (end += section.count) >= position);
    if (holding.includes(covering)) index = covering;
  }
  const title = material.sectionTitles[index];
  return title ? localized(lang, title.ar, title.en) || null : null;
}
