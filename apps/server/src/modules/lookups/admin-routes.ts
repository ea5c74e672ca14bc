import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AdminIdParams } from '@mizan/contract/admin/common';
import {
  AdminSchool,
  AdminSchoolCityListResponse,
  AdminSchoolListQuery,
  AdminSchoolListResponse,
  MergeSchoolRequest,
  MergeSchoolResponse,
  SchoolInput,
  UpdateSchoolRequest,
} from '@mizan/contract/admin/schools';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { plainText } from '../../lib/rich-text.js';
import { isUniqueViolation } from '../accounts/users-repo.js';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit } from '../audit/recorder.js';
import { schoolsAdminRepo } from './admin-repo.js';
import { LOOKUPS_CHANNEL } from './cache.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;

const duplicate = (field: 'ar' | 'en') =>
  new AppError(409, 'duplicate_school', `admin-errors:schools.duplicate_${field}`, { field: `name.${field}` });
const unknownCity = () => new AppError(400, 'validation_error', 'admin-errors:schools.unknown_city', { field: 'city' });
const inUse = () => new AppError(409, 'school_in_use', 'admin-errors:schools.in_use');
const conflict = (key: string) => new AppError(409, 'conflict', `admin-errors:schools.${key}`);
const unknownTarget = () => new AppError(400, 'validation_error', 'admin-errors:schools.unknown_target', { field: 'into' });

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof schoolsAdminRepo>['one']>>>;
const toSchool = (row: Row): AdminSchool => ({
  id: row.id,
  name: { ar: row.nameAr, en: row.nameEn },
  city: { id: row.city.id, name: { ar: row.city.nameAr, en: row.city.nameEn } },
  students_count: row.studentsCount,
});
/** What an audit row keeps of a school. */
const audited = (s: AdminSchool) => ({ name: s.name, city: s.city.id, students_count: s.students_count });

/**
 * admin/schools/…: the schools students pick by city in their personal information. Every write clears the
 * public lookup lists in every API process before it answers, so the student's picker shows it at once.
 */
export const schoolAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = schoolsAdminRepo(app.db);
  const one = async (id: number) => {
    const row = await repo.one(id);
    if (!row) throw notFound();
    return toSchool(row);
  };
  /** The write and its audit row in one transaction, a name clash (a concurrent twin) as 409, then every process told. */
  const write = async <T>(fn: (tx: Db) => Promise<T>, field: 'ar' | 'en' = 'ar') => {
    try {
      const result = await app.db.transaction((t) => fn(t as unknown as Db));
      await app.database.notifications.notify(LOOKUPS_CHANNEL, 'schools');
      return result;
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate(field);
      throw err;
    }
  };
  const assertUnique = async (cityId: number, name: { ar: string; en: string }, exceptId?: number) => {
    const clash = await repo.sameName(cityId, name, exceptId);
    if (clash) throw duplicate(clash);
  };

  app.get(
    route(apiPaths.admin.schools),
    { schema: { tags, security, querystring: AdminSchoolListQuery, response: { 200: AdminSchoolListResponse } } },
    async (request) => {
      const window = pageWindow(request.query, 25, 1000);
      const { rows, count } = await repo.page(request.query, window.limit, window.offset);
      return pageOf(request, window, count, rows.map(toSchool));
    },
  );

  app.get(route(apiPaths.admin.schoolCities), { schema: { tags, security, response: { 200: AdminSchoolCityListResponse } } }, async () =>
    (await repo.cities()).map((c) => ({
      id: c.id,
      name: { ar: c.nameAr, en: c.nameEn },
      region: c.region && { id: c.region.id, name: { ar: c.region.nameAr, en: c.region.nameEn } },
      country: { id: c.country.id, code: c.country.code, name: { ar: c.country.nameAr, en: c.country.nameEn } },
      schools_count: c.schoolsCount,
    })),
  );

  app.get(
    route(apiPaths.admin.school),
    { schema: { tags, security, params: AdminIdParams, response: { 200: AdminSchool } } },
    async (request) => one(request.params.id),
  );

  app.post(
    route(apiPaths.admin.schools),
    { schema: { tags, security, body: SchoolInput, response: { 201: AdminSchool } } },
    async (request, reply) => {
      const name = { ar: plainText(request.body.name.ar), en: plainText(request.body.name.en) };
      const { city } = request.body;
      if (!(await repo.city(city))) throw unknownCity();
      await assertUnique(city, name);
      const id = await write(async (tx) => {
        const created = await schoolsAdminRepo(tx).insert({ cityId: city, nameAr: name.ar, nameEn: name.en });
        await recordAudit(tx, actorOf(request), { action: 'create', entity: 'school', entityId: created, after: { name, city } });
        return created;
      });
      return reply.code(201).send(await one(id));
    },
  );

  app.patch(
    route(apiPaths.admin.school),
    { schema: { tags, security, params: AdminIdParams, body: UpdateSchoolRequest, response: { 200: AdminSchool } } },
    async (request) => {
      const { id } = request.params;
      const before = await one(id);
      const name = request.body.name ? { ar: plainText(request.body.name.ar), en: plainText(request.body.name.en ?? '') } : before.name;
      const cityId = request.body.city ?? before.city.id;
      const city = await repo.city(cityId);
      if (!city) throw unknownCity();
      if (name.ar === before.name.ar && name.en === before.name.en && cityId === before.city.id) return before;
      await assertUnique(cityId, name, id);
      await write(async (tx) => {
        const txRepo = schoolsAdminRepo(tx);
        await txRepo.update(id, { nameAr: name.ar, nameEn: name.en, cityId });
        // A school filed under the wrong city: its students' records move with it (school and city must agree).
        if (cityId !== before.city.id) await txRepo.moveReferencesToCity(id, city);
        await recordAudit(tx, actorOf(request), {
          action: 'update',
          entity: 'school',
          entityId: id,
          before: audited(before),
          after: { ...audited(before), name, city: cityId },
        });
      });
      return one(id);
    },
  );

  app.post(
    route(apiPaths.admin.schoolMerge),
    { schema: { tags, security, params: AdminIdParams, body: MergeSchoolRequest, response: { 200: MergeSchoolResponse } } },
    async (request) => {
      const { id } = request.params;
      const { into, across_cities } = request.body;
      if (into === id) throw conflict('merge_into_itself');
      const source = await one(id);
      const target = await repo.one(into);
      if (!target) throw unknownTarget();
      const targetCity = target.city;
      if (targetCity.id !== source.city.id && !across_cities) throw conflict('merge_across_cities');
      const moved = await write(async (tx) => {
        const txRepo = schoolsAdminRepo(tx);
        if ((await txRepo.lock([id, into])).length < 2) throw notFound();
        if (targetCity.id !== source.city.id) await txRepo.moveReferencesToCity(id, targetCity);
        const count = await txRepo.moveReferences(id, into);
        await txRepo.delete(id);
        await recordAudit(tx, actorOf(request), {
          action: 'merge',
          entity: 'school',
          entityId: id,
          before: audited(source),
          after: { merged_into: into, moved: count },
        });
        return count;
      });
      return { school: await one(into), moved };
    },
  );

  app.delete(route(apiPaths.admin.school), { schema: { tags, security, params: AdminIdParams } }, async (request, reply) => {
    const { id } = request.params;
    const before = await one(id);
    if (before.students_count > 0) throw inUse();
    await write(async (tx) => {
      // Checked again by the delete itself: a student may have picked the school a moment ago.
      if (!(await schoolsAdminRepo(tx).deleteUnused(id))) throw inUse();
      await recordAudit(tx, actorOf(request), { action: 'delete', entity: 'school', entityId: id, before: audited(before) });
    });
    return reply.code(204).send();
  });
};
