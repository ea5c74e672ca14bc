import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import {
  AdminPolicyVersion,
  AdminPolicyVersionList,
  PolicyVersionInput,
  type AdminPolicyVersionSummary,
  type PolicyVersionState,
} from '@mizan/contract/admin/privacy-policy';
import { AdminIdParams } from '@mizan/contract/admin/common';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { plainText, sanitizeRichText } from '../../lib/rich-text.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit } from '../audit/recorder.js';
import { privacyPolicyRepo, type PolicySectionValues, type PolicyVersionRow } from './repo.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
// The policy is a legal text: admins only.
const config = { adminOnly: true };
const route = (path: string) => `/${path}`;
/** A date typed as "now" reaches the server a little later: that much of the past still means "at once". */
const NOW_SLACK_MS = 10 * 60_000;

const notScheduled = () => new AppError(409, 'conflict', 'admin-errors:privacy.not_scheduled');
const inThePast = () => new AppError(400, 'validation_error', 'admin-errors:privacy.effective_in_past', { field: 'effective_at' });

const stateOf = (row: PolicyVersionRow, currentId: number | null, now: Date): PolicyVersionState =>
  row.id === currentId ? 'current' : row.effectiveAt > now ? 'scheduled' : 'past';

const summary = (row: PolicyVersionRow, currentId: number | null, now: Date): AdminPolicyVersionSummary => ({
  id: row.id,
  effective_at: row.effectiveAt.toISOString(),
  created_at: row.createdAt.toISOString(),
  created_by: row.author,
  state: stateOf(row, currentId, now),
  sections_count: row.sectionsCount,
});

/** Titles are plain text and contents the sanitized rich-text subset, in both languages. */
const cleanSections = (input: z.output<typeof PolicyVersionInput>['sections']): PolicySectionValues[] =>
  input.map((s) => ({
    titleAr: plainText(s.title.ar),
    titleEn: plainText(s.title.en),
    contentAr: sanitizeRichText(s.content.ar),
    contentEn: sanitizeRichText(s.content.en),
  }));

/** When a version takes effect: a past date within the slack means now; further back is refused (no backdating). */
function effectiveDate(iso: string, now: Date): Date {
  const at = new Date(iso);
  if (at.getTime() < now.getTime() - NOW_SLACK_MS) throw inThePast();
  return at < now ? now : at;
}

/** admin/privacy-policy/: versions of the policy, each in effect from its date; scheduled ones stay editable. */
export const privacyPolicyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = privacyPolicyRepo(app.db);
  const detail = async (id: number): Promise<AdminPolicyVersion> => {
    const now = new Date();
    const [row, currentId] = await Promise.all([repo.version(id), repo.currentVersionId(now)]);
    if (!row) throw notFound();
    return {
      ...summary(row, currentId, now),
      sections: row.sections.map((s) => ({ title: { ar: s.titleAr, en: s.titleEn }, content: { ar: s.contentAr, en: s.contentEn } })),
    };
  };

  app.get(
    route(apiPaths.admin.privacyPolicyVersions),
    { config, schema: { tags, security, response: { 200: AdminPolicyVersionList } } },
    async () => {
      const now = new Date();
      const [rows, currentId] = await Promise.all([repo.versions(), repo.currentVersionId(now)]);
      return rows.map((row) => summary(row, currentId, now));
    },
  );

  app.get(
    route(apiPaths.admin.privacyPolicyVersion),
    { config, schema: { tags, security, params: AdminIdParams, response: { 200: AdminPolicyVersion } } },
    async (request) => detail(request.params.id),
  );

  app.post(
    route(apiPaths.admin.privacyPolicyVersions),
    { config, schema: { tags, security, body: PolicyVersionInput, response: { 201: AdminPolicyVersion } } },
    async (request, reply) => {
      const effectiveAt = effectiveDate(request.body.effective_at, new Date());
      const sections = cleanSections(request.body.sections);
      const actor = actorOf(request);
      const id = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const created = await privacyPolicyRepo(tx).insertVersion(effectiveAt, actor.userId, sections);
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'privacy_policy',
          entityId: created,
          after: { effective_at: effectiveAt.toISOString(), sections: sections.map((s) => s.titleAr) },
        });
        return created;
      });
      return reply.code(201).send(await detail(id));
    },
  );

  app.put(
    route(apiPaths.admin.privacyPolicyVersion),
    { config, schema: { tags, security, params: AdminIdParams, body: PolicyVersionInput, response: { 200: AdminPolicyVersion } } },
    async (request) => {
      const { id } = request.params;
      const now = new Date();
      const before = await repo.version(id);
      if (!before) throw notFound();
      const effectiveAt = effectiveDate(request.body.effective_at, now);
      const sections = cleanSections(request.body.sections);
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        // Checked in the update itself: a version that took effect meanwhile is never rewritten.
        if (!(await privacyPolicyRepo(tx).replaceScheduled(id, effectiveAt, sections, now))) throw notScheduled();
        await recordAudit(tx, actorOf(request), {
          action: 'update',
          entity: 'privacy_policy',
          entityId: id,
          before: { effective_at: before.effectiveAt.toISOString(), sections: before.sections.map((s) => s.titleAr) },
          after: { effective_at: effectiveAt.toISOString(), sections: sections.map((s) => s.titleAr) },
        });
      });
      return detail(id);
    },
  );

  app.delete(
    route(apiPaths.admin.privacyPolicyVersion),
    { config, schema: { tags, security, params: AdminIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const { id } = request.params;
      const before = await repo.version(id);
      if (!before) throw notFound();
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (!(await privacyPolicyRepo(tx).deleteScheduled(id, new Date()))) throw notScheduled();
        await recordAudit(tx, actorOf(request), {
          action: 'delete',
          entity: 'privacy_policy',
          entityId: id,
          before: { effective_at: before.effectiveAt.toISOString(), sections: before.sections.map((s) => s.titleAr) },
        });
      });
      return reply.code(204).send(null);
    },
  );
};
