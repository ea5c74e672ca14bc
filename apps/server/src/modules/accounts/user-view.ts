import type { User } from '@mizan/contract/profile';
import type { UserRow } from './users-repo.js';

/** The user payload every auth and profile answer carries; the avatar as an absolute URL. */
export function toUser(row: UserRow, publicUrl: string): User {
  return {
    id: row.id,
    email: row.email,
    fullname: row.fullname,
    avatar: row.avatarPath ? `${publicUrl}/uploads/${row.avatarPath}` : null,
    phone: row.phone,
    language: row.language,
    role: row.role,
    is_verified: row.isVerified,
    date_joined: row.dateJoined.toISOString(),
  };
}
