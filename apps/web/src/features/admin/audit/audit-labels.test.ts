import { readFileSync } from 'node:fs';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@mizan/contract/admin/audit';
import { describe, expect, it } from 'vitest';

const audit = (lng: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../../../public/locales/${lng}/admin.json`, import.meta.url), 'utf8')) as {
      audit: { actions?: Record<string, string>; entities?: Record<string, string> };
    }
  ).audit;

// The recorder accepts only the contract's actions and entities: each needs a name in both languages.
describe.each(['ar', 'en'])('audit labels (%s)', (lng) => {
  const labels = audit(lng);
  it.each(AUDIT_ACTIONS)('names the action %s', (action) => expect(labels.actions?.[action]).toBeTruthy());
  it.each(AUDIT_ENTITIES)('names the entity %s', (entity) => expect(labels.entities?.[entity]).toBeTruthy());
});
