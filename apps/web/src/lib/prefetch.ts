import type { LoaderFunctionArgs } from 'react-router';
import { dispatchFromOutside } from '@/lib/store/root-reducer';
import { tokenStorage } from '@/lib/session/token-storage';

/**
 * For a page that refetches its data whenever it mounts: data younger than this (seconds) was just asked for by the
 * route's prefetch and is not asked for again.
 */
export const REFETCH_OLDER_THAN_S = 5;

/** What a page's prefetch is given: the address it opens at, and a way to start a request without subscribing. */
export interface PagePrefetch {
  url: URL;
  params: LoaderFunctionArgs['params'];
  /** Starts an RTK Query request; the page's own hook then finds it in flight or answered. */
  request: typeof dispatchFromOutside;
}

/** A page's prefetch of the data its first view shows, loaded with (or beside) the page's code. */
export type Prefetch = (page: PagePrefetch) => void;

/**
 * A route loader that starts the page's requests as soon as the router matches it, beside the page's code and the
 * session check, instead of after the page's first render (issue #17: on a phone that render came half a second
 * after the session, and the page's content a round trip after that). The loader does not wait for them. Pages
 * behind sign-in ask only when a session is stored; without one, the guard sends the visitor to sign in.
 */
export function prefetchLoader(load: () => Promise<Prefetch>, { signedIn }: { signedIn: boolean }) {
  return ({ request, params }: LoaderFunctionArgs): null => {
    if (signedIn && !tokenStorage.access()) return null;
    const url = new URL(request.url);
    void load().then((prefetch) => prefetch({ url, params, request: dispatchFromOutside }));
    return null;
  };
}
