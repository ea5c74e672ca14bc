/** Session tokens live in local storage, each under its own key (client-spec §3). */
const ACCESS_KEY = 'access';
const REFRESH_KEY = 'refresh';

export interface TokenPair {
  access: string;
  refresh: string;
}

export const tokenStorage = {
  access: (): string | null => localStorage.getItem(ACCESS_KEY),
  refresh: (): string | null => localStorage.getItem(REFRESH_KEY),
  save({ access, refresh }: TokenPair): void {
    localStorage.setItem(ACCESS_KEY, access);
    localStorage.setItem(REFRESH_KEY, refresh);
  },
  clear(): void {
    localStorage.removeItem(ACCESS_KEY);
    localStorage.removeItem(REFRESH_KEY);
  },
};
