import { useSearchParams } from 'react-router';

export const PAGE_SIZE = 20;

/**
 * A console list's page, ordering, search and filters live in the URL: the back button, a reload and a
 * shared link all show the same rows.
 */
export function useListParams<F extends string>(filterNames: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<F, string>;
  const set = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        // Another filter or ordering shows other rows: start again from the first page.
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return {
    page,
    search: params.get('search') ?? '',
    ordering: params.get('ordering') ?? '',
    filters,
    set,
    query: { limit: PAGE_SIZE, page, search: params.get('search') || undefined, ordering: params.get('ordering') || undefined },
  };
}
export type ListParams = ReturnType<typeof useListParams>;
