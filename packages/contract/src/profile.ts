import { z } from 'zod';
import { LANGUAGES } from './i18n.js';

/** Letters (any script, Arabic and Latin alike), combining marks, spaces and name punctuation; no controls or bidi overrides. */
const NAME_PATTERN = /^[\p{L}\p{M}\p{Zs}'’.-]+$/u;
/** E.164 after normalisation: `+` then 8 to 15 digits. */
const E164 = /^\+[1-9]\d{7,14}$/;

/** Saudi local (05XXXXXXXX), 9665…, 009665… and international forms → E.164; spaces, dashes and brackets dropped. */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(/[\s\-().]/g, '');
  if (/^05\d{8}$/.test(compact)) return `+966${compact.slice(1)}`;
  if (/^9665\d{8}$/.test(compact)) return `+${compact}`;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return compact;
}

export const FullName = z.string().normalize('NFC').trim().min(2).max(100).regex(NAME_PATTERN, 'invalid_name');

/** Optional phone; an empty string clears it. */
export const Phone = z
  .string()
  .trim()
  .overwrite(normalizePhone)
  .refine((value) => value === '' || E164.test(value), 'invalid_phone');

export const LanguagePreference = z.enum(LANGUAGES);

export const UserRole = z.enum(['student', 'staff', 'admin']);

export const User = z.object({
  id: z.string(),
  email: z.string(),
  fullname: z.string(),
  /** Absolute URL of the re-encoded avatar, or null. */
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  language: LanguagePreference,
  role: UserRole,
  is_verified: z.boolean(),
  date_joined: z.string(),
});
export type User = z.infer<typeof User>;

export const ProfileResponse = User;
export type ProfileResponse = User;

/**
 * PUT profile/me/update/ as JSON or multipart/form-data; every field optional.
 * The multipart form may also carry the image file `avatar` (PNG, JPEG, WebP or GIF, at most 2 MB).
 */
export const ProfileUpdateRequest = z.strictObject({
  fullname: FullName.optional(),
  phone: Phone.nullable().optional(),
  language: LanguagePreference.optional(),
});
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequest>;
export const ProfileUpdateResponse = User;

/** The avatar upload limit, in megabytes as messages state it and in bytes as it is checked. */
export const AVATAR_MAX_MB = 2;
export const AVATAR_MAX_BYTES = AVATAR_MAX_MB * 1024 * 1024;
