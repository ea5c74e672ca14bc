/** The signed-in user as returned by GET profile/me/ (DESIGN.md §4). */
export interface SessionUser {
  id: number | string;
  email: string;
  fullname: string;
  avatar: string | null;
  phone?: string | null;
  language?: string;
  role?: 'student' | 'staff' | 'admin';
  is_verified?: boolean;
  date_joined?: string;
}
