import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, schools } from '../../db/schema/lookups.js';
import { seedLookups } from '../../seed/lookups.js';
import { createTestApp, type TestApp } from '../../test/app.js';

describe('lookups API', () => {
  let t: TestApp;
  let saudiArabia: number;
  let egypt: number;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedLookups(t.app.db)).toBe(true);
    const all = (await get('/api/v1/countries/?pagination=false')).json() as { id: number; code: string }[];
    saudiArabia = all.find((c) => c.code === 'SA')!.id;
    egypt = all.find((c) => c.code === 'EG')!.id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const names = (items: { name: string }[]) => items.map((item) => item.name);

  it('lists every ISO country as a bare array, named and sorted in the request language', async () => {
    const ar = (await get('/api/v1/countries/?pagination=false')).json();
    expect(ar).toHaveLength(250);
    expect(ar.find((c: { code: string }) => c.code === 'SA')).toEqual({ id: saudiArabia, name: 'السعودية', code: 'SA' });
    expect(names(ar)).toEqual([...names(ar)].sort(new Intl.Collator('ar').compare));
    const en = (await get('/api/v1/countries/?pagination=false', { 'accept-language': 'en' })).json();
    expect(en.find((c: { code: string }) => c.code === 'SA').name).toBe('Saudi Arabia');
    expect(en[0].name).toBe('Afghanistan');
  });

  it('paginates by page or by offset when pagination is not turned off', async () => {
    const byPage = (await get('/api/v1/countries/?limit=20&page=2')).json();
    expect(byPage.count).toBe(250);
    expect(byPage.results).toHaveLength(20);
    expect(byPage.next).toContain('page=3');
    expect(byPage.previous).toContain('page=1');
    const byOffset = (await get('/api/v1/countries/?limit=20&offset=20')).json();
    expect(byOffset.results).toEqual(byPage.results);
    expect(byOffset.next).toContain('offset=40');
    expect((await get('/api/v1/countries/')).json().results).toHaveLength(10);
  });

  it("lists Saudi Arabia's cities with their regions, and none for a country without any on file", async () => {
    const cities = (await get(`/api/v1/countries/countries/${saudiArabia}/cities/?pagination=false`)).json();
    expect(cities.length).toBeGreaterThanOrEqual(100);
    expect(new Set(cities.map((c: { region: { id: number } }) => c.region.id)).size).toBe(13);
    expect(cities.find((c: { name: string }) => c.name === 'الرياض')).toMatchObject({
      country_id: saudiArabia,
      region: { name: 'منطقة الرياض' },
    });
    expect(names(cities)).toEqual([...names(cities)].sort(new Intl.Collator('ar').compare));
    const en = (await get(`/api/v1/countries/countries/${saudiArabia}/cities/?pagination=false`, { 'accept-language': 'en' })).json();
    expect(en.find((c: { name: string }) => c.name === 'Jeddah').region.name).toBe('Makkah Region');
    expect((await get(`/api/v1/countries/countries/${egypt}/cities/?pagination=false`)).json()).toEqual([]);
    expect((await get(`/api/v1/countries/countries/${saudiArabia}/cities/?limit=5`)).json()).toMatchObject({
      count: cities.length,
      results: cities.slice(0, 5),
    });
  });

  it('answers 404 for an unknown country or school and 400 for an id that is not a number', async () => {
    expect((await get('/api/v1/countries/countries/999999/cities/')).statusCode).toBe(404);
    expect((await get('/api/v1/countries/schools/999999/')).json()).toMatchObject({ error_code: 'not_found' });
    for (const url of [
      '/api/v1/countries/countries/abc/cities/',
      '/api/v1/countries/countries/1.5/cities/',
      '/api/v1/countries/schools/x/',
      '/api/v1/countries/schools/?city=riyadh',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error_code).toBe('validation_error');
    }
  });

  it('lists schools, filtered by city, and shows one', async () => {
    const all = (await get('/api/v1/countries/schools/?pagination=false')).json();
    expect(all.length).toBeGreaterThanOrEqual(10);
    const cities = (await get(`/api/v1/countries/countries/${saudiArabia}/cities/?pagination=false`, { 'accept-language': 'en' })).json();
    const jeddah = cities.find((c: { name: string }) => c.name === 'Jeddah').id;
    const inJeddah = (await get(`/api/v1/countries/schools/?city=${jeddah}&pagination=false`, { 'accept-language': 'en' })).json();
    expect(inJeddah.length).toBeGreaterThan(0);
    expect(inJeddah.every((s: { city: { id: number; name: string } }) => s.city.id === jeddah && s.city.name === 'Jeddah')).toBe(true);
    expect((await get('/api/v1/countries/schools/?city=999999&pagination=false')).json()).toEqual([]);
    const one = (await get(`/api/v1/countries/schools/${inJeddah[0].id}/`)).json();
    expect(one).toEqual({ id: inJeddah[0].id, name: expect.stringMatching(/\p{Script=Arabic}/u), city: { id: jeddah, name: 'جدة' } });
  });

  it('serves school-year options as underscored groups of options with string ids', async () => {
    const ar = (await get('/api/v1/quizzes/school-year-options/')).json();
    expect(Object.keys(ar)).toEqual(['المرحلة_الابتدائية', 'المرحلة_المتوسطة', 'المرحلة_الثانوية', 'المرحلة_الجامعية', 'الدراسات_العليا']);
    expect(ar['المرحلة_الابتدائية']).toHaveLength(6);
    expect(ar['المرحلة_الثانوية'][2]).toEqual({ id: '12', label: 'الصف الثالث الثانوي', value: 'secondary_3' });
    const en = (await get('/api/v1/quizzes/school-year-options/', { 'accept-language': 'en' })).json();
    expect(Object.keys(en).every((group) => !group.includes(' '))).toBe(true);
    expect(en['Secondary_School'][2]).toEqual({ id: '12', label: '3rd Secondary (Grade 12)', value: 'secondary_3' });
  });

  it('lets clients cache lookups for an hour and revalidate with a per-language ETag', async () => {
    for (const url of [
      '/api/v1/countries/?pagination=false',
      `/api/v1/countries/countries/${saudiArabia}/cities/?pagination=false`,
      '/api/v1/countries/schools/?pagination=false',
      '/api/v1/quizzes/school-year-options/',
    ]) {
      const first = await get(url);
      // Operators edit schools: those are revalidated on every use; the rest may be reused for an hour.
      expect(first.headers['cache-control']).toBe(url.includes('schools/') ? 'public, no-cache' : 'public, max-age=3600');
      expect(first.headers['vary']).toContain('Accept-Language');
      const etag = String(first.headers['etag']);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await get(url, { 'if-none-match': `"other", ${etag}` });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      const english = await get(url, { 'if-none-match': etag, 'accept-language': 'en' });
      expect(english.statusCode).toBe(200);
      expect(english.headers['etag']).not.toBe(etag);
    }
  });

  it('publishes the exact client-spec paths in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/api/docs/openapi.json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/countries/',
        '/api/v1/countries/countries/{countryId}/cities/',
        '/api/v1/countries/schools/',
        '/api/v1/countries/schools/{schoolId}/',
        '/api/v1/quizzes/school-year-options/',
      ]),
    );
  });

  it('seeds idempotently, and a seed that changes something refreshes the cached lists', async () => {
    expect(await seedLookups(t.app.db)).toBe(false);
    const before = await get('/api/v1/countries/?pagination=false');
    const [removed] = await t.app.db.delete(countries).where(eq(countries.code, 'EG')).returning();
    expect((await get('/api/v1/countries/?pagination=false')).headers['etag']).toBe(before.headers['etag']);
    expect(await seedLookups(t.app.db)).toBe(true);
    const after = await get('/api/v1/countries/?pagination=false', { 'if-none-match': String(before.headers['etag']) });
    expect(after.statusCode).toBe(200);
    expect(after.json().map((c: { code: string }) => c.code)).toContain('EG');
    expect(after.json().map((c: { id: number }) => c.id)).not.toContain(removed?.id);
  });

  it('leaves the schools to the operators once there are any: a deleted demo school stays deleted', async () => {
    const [first] = await t.app.db.select().from(schools).limit(1);
    await t.app.db.delete(schools).where(eq(schools.id, first!.id));
    expect(await seedLookups(t.app.db)).toBe(false);
    expect(await t.app.db.select().from(schools).where(eq(schools.nameAr, first!.nameAr))).toEqual([]);
  });
});
