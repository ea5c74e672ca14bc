import type { ApiKeyScope } from '@mizan/contract/admin/api-keys';
import { apiPaths } from '@mizan/contract/api-paths';

type Area = 'results' | 'users' | 'quizzes';
const admin = apiPaths.admin;

/**
 * The one map of which /api/v1/admin/ routes an API key may call, by area. Reads (GET) need `<area>:read` (or
 * `<area>:write`); anything else needs `<area>:write`. `results` is read-only. A route not named here answers 403
 * to a key, whatever its scopes: keys, webhooks, settings, payments and the rest stay with signed-in people.
 */
const ROUTE_AREAS: Record<string, Area> = {
  // Quiz results, attempts and the gradebook.
  [admin.quizTrials]: 'results',
  [admin.trial]: 'results',
  [admin.adminStatistics]: 'results',
  [admin.quizResultsExport]: 'results',
  [admin.groupGradebook]: 'results',
  [admin.groupGradebookStudent]: 'results',
  // Users and classes.
  [admin.users]: 'users',
  [admin.user]: 'users',
  [admin.groups]: 'users',
  [admin.group]: 'users',
  [admin.groupMembers]: 'users',
  // Quizzes, questions and their categories.
  [admin.quizzes]: 'quizzes',
  [admin.quiz]: 'quizzes',
  [admin.quizPublish]: 'quizzes',
  [admin.quizUnpublish]: 'quizzes',
  [admin.questions]: 'quizzes',
  [admin.question]: 'quizzes',
  [admin.categories]: 'quizzes',
  [admin.category]: 'quizzes',
};

/** The scopes any one of which lets a key call `method` on the route `routeUrl` (Fastify's pattern); [] = never. */
export function scopesFor(method: string, routeUrl: string | undefined): ApiKeyScope[] {
  const path = routeUrl?.replace(/^\/api\/v1\//, '');
  const area = path === undefined ? undefined : ROUTE_AREAS[path];
  if (!area) return [];
  const read = method === 'GET' || method === 'HEAD';
  if (area === 'results') return read ? ['results:read'] : [];
  return read ? [`${area}:read`, `${area}:write`] : [`${area}:write`];
}

/** The route → scope table, for the OpenAPI document. */
export function scopeTable(): { path: string; area: Area }[] {
  return Object.entries(ROUTE_AREAS).map(([path, area]) => ({ path, area }));
}
