import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionSlice, userLoaded } from '@/lib/session/session-slice';
import { tokenStorage } from '@/lib/session/token-storage';
import { createBaseQuery } from './base-query';

type Handler = (request: Request) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(handler: Handler) {
  const calls: Request[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request.clone());
    return handler(request);
  });
  const api = createApi({
    baseQuery: createBaseQuery({ baseUrl: 'http://mizan.test/api/v1/', fetchFn: fetchFn as typeof fetch }),
    endpoints: (build) => ({
      get: build.query<unknown, string>({ query: (url) => url }),
      login: build.mutation<unknown, void>({ query: () => ({ url: 'auth/login/', method: 'POST', body: {} }) }),
    }),
  });
  const store = configureStore({
    reducer: combineSlices(sessionSlice, api),
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  store.dispatch(userLoaded({ id: 1, email: 'a@b.c', fullname: 'Sara', avatar: null }));
  return {
    api,
    store,
    calls,
    paths: () => calls.map((c) => `${c.method} ${new URL(c.url).pathname} ${c.headers.get('Authorization') ?? '-'}`),
  };
}

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
};

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  tokenStorage.save({ access: 'old-access', refresh: 'old-refresh' });
});
afterEach(() => vi.unstubAllGlobals());

describe('base query', () => {
  it('sends Accept, Accept-Language (ar fallback) and the bearer token', async () => {
    const { api, store, calls } = setup(() => json(200, { ok: true }));
    await store.dispatch(api.endpoints.get.initiate('profile/me/'));
    const headers = calls[0]!.headers;
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Accept-Language')).toBe('ar');
    expect(headers.get('Authorization')).toBe('Bearer old-access');
  });

  it('refreshes once for concurrent 401s, stores both tokens and repeats each request', async () => {
    const { api, store, paths } = setup(async (request) => {
      const url = new URL(request.url).pathname;
      if (url.endsWith('auth/refresh/')) {
        expect(await request.json()).toEqual({ refresh: 'old-refresh' });
        return json(200, { access: 'new-access', refresh: 'new-refresh' });
      }
      return request.headers.get('Authorization') === 'Bearer new-access' ? json(200, { url }) : json(401, { detail: 'expired' });
    });
    const [a, b] = await Promise.all([
      store.dispatch(api.endpoints.get.initiate('one/')),
      store.dispatch(api.endpoints.get.initiate('two/')),
    ]);
    expect(a.data).toEqual({ url: '/api/v1/one/' });
    expect(b.data).toEqual({ url: '/api/v1/two/' });
    expect(paths().filter((p) => p.includes('auth/refresh/'))).toHaveLength(1);
    expect(tokenStorage.access()).toBe('new-access');
    expect(tokenStorage.refresh()).toBe('new-refresh');
    expect(store.getState().session.isAuthenticated).toBe(true);
  });

  it('does not retry a second 401', async () => {
    const { api, store, paths } = setup((request) =>
      new URL(request.url).pathname.endsWith('auth/refresh/') ? json(200, { access: 'new-access', refresh: 'new-refresh' }) : json(401, {}),
    );
    const result = await store.dispatch(api.endpoints.get.initiate('one/'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(paths()).toEqual([
      'GET /api/v1/one/ Bearer old-access',
      'POST /api/v1/auth/refresh/ Bearer old-access',
      'GET /api/v1/one/ Bearer new-access',
    ]);
  });

  it('never refreshes for login', async () => {
    const { api, store, paths } = setup(() => json(401, { detail: 'bad credentials' }));
    const result = await store.dispatch(api.endpoints.login.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(paths()).toHaveLength(1);
    expect(tokenStorage.refresh()).toBe('old-refresh');
  });

  it('clears the session when the refresh fails', async () => {
    const { api, store, paths } = setup(() => json(401, { detail: 'nope' }));
    const result = await store.dispatch(api.endpoints.get.initiate('one/'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(paths()).toHaveLength(2);
    expect(tokenStorage.access()).toBeNull();
    expect(tokenStorage.refresh()).toBeNull();
    expect(store.getState().session).toMatchObject({ isAuthenticated: false, user: null });
  });

  it('clears the session on a 401 when no access token is stored', async () => {
    tokenStorage.clear();
    const { api, store, paths } = setup(() => json(401, {}));
    await store.dispatch(api.endpoints.get.initiate('one/'));
    expect(paths()).toHaveLength(1);
    expect(store.getState().session.isAuthenticated).toBe(false);
  });
});
