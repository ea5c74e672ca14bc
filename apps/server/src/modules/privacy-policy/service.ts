import type { Language } from '@mizan/contract/i18n';
import type { PrivacyPolicySection } from '@mizan/contract/privacy-policy';
import { localized } from '../../lib/localized.js';
import type { PrivacyPolicyRow, privacyPolicyRepo } from './repo.js';

/** `updated_at` is when the section's version took effect: what a reader means by "last updated". */
export function toSection(row: PrivacyPolicyRow, effectiveAt: Date, lang: Language): PrivacyPolicySection {
  return {
    id: row.id,
    title: localized(lang, row.titleAr, row.titleEn),
    content: localized(lang, row.contentAr, row.contentEn),
    order: row.position,
    updated_at: effectiveAt.toISOString(),
  };
}

export function privacyPolicyService(repo: ReturnType<typeof privacyPolicyRepo>) {
  return {
    async list(lang: Language, limit: number, offset: number) {
      const { rows, count } = await repo.page(limit, offset);
      return { count, results: rows.map(({ section, effectiveAt }) => toSection(section, effectiveAt, lang)) };
    },
  };
}
