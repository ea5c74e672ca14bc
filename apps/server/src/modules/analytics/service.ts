import type { StatisticsQuery, StatisticsResponse } from '@mizan/contract/admin/statistics';
import type { Language } from '@mizan/contract/i18n';
import { notFound } from '../../lib/app-error.js';
import { scopeKey, taughtStudents, type StudentScope } from '../groups/scope.js';
import type { QuizMaterialCache } from '../trials/quiz-material.js';
import type { AnalyticsRepo } from './repo.js';
import { computeStatistics } from './statistics.js';

const DAY_MS = 86_400_000;
/** Enough for every filter an operator team looks at in a session; the oldest entry goes first. */
const CACHE_ENTRIES = 200;

/**
 * Quiz statistics, kept in process per version, filters and language. A completion of the version changes its
 * fingerprint (count and latest completed_at of counted trials, one index-only query), so an entry is reused
 * only while no trial of the version has completed since, on any process. A staff member who teaches classes
 * gets the statistics of their classes' students only, under a cache entry of their own.
 */
export function statisticsService(repo: AnalyticsRepo, materials: QuizMaterialCache) {
  const cache = new Map<string, { fingerprint: string; value: Promise<StatisticsResponse> }>();

  return async function statistics(
    quizId: number,
    query: StatisticsQuery,
    lang: Language,
    scope: StudentScope = { all: true },
  ): Promise<StatisticsResponse> {
    const version = await repo.version(quizId, query.version);
    const material = version && (await materials.version(version.id));
    if (!version || !material) throw notFound();
    const students = scope.all ? undefined : taughtStudents(scope.staffId);
    const key = JSON.stringify([version.id, query.from, query.to, query.attempts, lang, scopeKey(scope)]);
    const fingerprint = await repo.fingerprint(version.id, students);
    const hit = cache.get(key);
    if (hit?.fingerprint === fingerprint) return hit.value;
    const value = repo
      .trials({
        versionId: version.id,
        from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        before: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
        attempts: query.attempts,
        students,
        typed: material.questions.some((q) => q.type !== 'single_choice' && q.type !== 'true_false'),
        doubled: material.secondMarking !== null,
      })
      .then((rows) => computeStatistics(material, version.number, rows, lang));
    cache.delete(key);
    cache.set(key, { fingerprint, value });
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    value.catch(() => cache.get(key)?.value === value && cache.delete(key));
    return value;
  };
}
