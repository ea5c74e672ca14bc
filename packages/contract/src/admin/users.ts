import { z } from 'zod';
import { Email, Password } from '../auth.js';
import { FullName, Phone } from '../profile.js';
import { paginated } from '../pagination.js';
import { AdminAccommodation } from './accommodations.js';
import { AdminListQuery } from './common.js';

export const ADMIN_USER_ROLES = ['student', 'staff', 'admin'] as const;
export const AdminUserRole = z.enum(ADMIN_USER_ROLES);
/** `unverified`: never confirmed the email; `deactivated`: refused sign-in by an admin. */
export const AdminUserStatus = z.enum(['active', 'unverified', 'deactivated']);
export type AdminUserStatus = z.infer<typeof AdminUserStatus>;

export const AdminUser = z.object({
  id: z.string(),
  fullname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: AdminUserRole,
  status: AdminUserStatus,
  language: z.enum(['ar', 'en']),
  date_joined: z.string(),
  deactivated_at: z.string().nullable(),
  trials_count: z.number().int(),
  /** Created for the person (a roster import, an admin) and no password chosen yet: an invitation can be sent. */
  invited: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserListQuery = AdminListQuery.extend({
  role: AdminUserRole.optional(),
  status: AdminUserStatus.optional(),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;
export const AdminUserListResponse = paginated(AdminUser);
export type AdminUserListResponse = z.infer<typeof AdminUserListResponse>;

export const AdminUserParams = z.object({ id: z.uuid() });

/** What the console shows of one user: the account plus their latest trials, payments and certificates. */
export const AdminUserDetail = AdminUser.extend({
  trials: z.array(
    z.object({
      id: z.string(),
      quiz: z.object({ id: z.number().int(), title: z.string() }),
      status: z.string(),
      started_at: z.string(),
      completed_at: z.string().nullable(),
      percentage: z.number().nullable(),
      passed: z.boolean().nullable(),
    }),
  ),
  payments: z.array(z.object({ id: z.string(), status: z.string(), amount: z.number(), currency: z.string(), created_at: z.string() })),
  certificates: z.array(
    z.object({
      id: z.string(),
      quiz_title: z.string(),
      verification_code: z.string(),
      issued_at: z.string(),
      revoked: z.boolean(),
      revocation_reason: z.string().nullable(),
    }),
  ),
  accommodations: z.array(AdminAccommodation),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

/**
 * Role change and (re)activation, written with the `status` a user is read with (`unverified` is the user's to
 * change, by confirming the email); an admin can do neither to their own account. An empty body changes nothing.
 */
export const UpdateAdminUserRequest = z.strictObject({
  role: AdminUserRole.optional(),
  status: AdminUserStatus.exclude(['unverified']).optional(),
});
export type UpdateAdminUserRequest = z.infer<typeof UpdateAdminUserRequest>;

/**
 * An account an admin creates by hand (a student without e-mail access, a new teacher): with a password it is
 * verified at once and signs in with it; without one, the person is e-mailed an invitation to choose their own.
 */
export const CreateAdminUserRequest = z.strictObject({
  email: Email,
  fullname: FullName,
  phone: Phone.nullable().optional(),
  role: AdminUserRole.default('student'),
  password: Password.optional(),
});
export type CreateAdminUserRequest = z.input<typeof CreateAdminUserRequest>;

/** Data rows a roster file may hold; a larger one is refused whole (split it). */
export const ROSTER_MAX_ROWS = 5000;

/**
 * `POST admin/users/import/` is multipart: the file part `file` (CSV, comma or semicolon, UTF-8; or XLSX) plus
 * `dry_run`. Columns are found by their header, in Arabic or English: name/الاسم, email/البريد الإلكتروني,
 * phone/الجوال and class/الفصل (a class's code or name), the last two optional.
 */
export const RosterImportFields = z.strictObject({
  dry_run: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export const RosterColumn = z.enum(['name', 'email', 'phone', 'class']);
export type RosterColumn = z.infer<typeof RosterColumn>;

/** A row that was skipped: `row` as the spreadsheet numbers it (the header is 1), and why, localized. */
export const RosterImportError = z.object({
  row: z.number().int(),
  column: RosterColumn,
  code: z.enum(['required', 'invalid_name', 'invalid_email', 'duplicate_email', 'invalid_phone', 'unknown_class', 'ambiguous_class']),
  message: z.string(),
});
export type RosterImportError = z.infer<typeof RosterImportError>;

/** What the import did (or, in a dry run, would do): the same counts either way. */
export const RosterImportResponse = z.object({
  dry_run: z.boolean(),
  /** Data rows read (blank lines left out). */
  rows: z.number().int(),
  /** Accounts created (each e-mailed an invitation). */
  created: z.number().int(),
  /** Students newly added to the class their row names, created or existing. */
  added_to_class: z.number().int(),
  /** Rows whose e-mail already had an account: not created again. */
  existing: z.number().int(),
  errors: z.array(RosterImportError),
});
export type RosterImportResponse = z.infer<typeof RosterImportResponse>;
