import { useSearchParams } from 'react-router';

/** Carries `redirect` along when one auth page sends the user to another. */
export function useAuthLink() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (path: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ ...extra, ...(redirect ? { redirect } : {}) }).toString();
    return query ? `${path}?${query}` : path;
  };
}
