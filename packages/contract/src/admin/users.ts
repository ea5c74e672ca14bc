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
 * An account an admin creates by hand (a student without e-mail access, a new teacher): verified at once, signing
 * in with the password given here (the invitation e-mail comes with the roster import).
 */
export const CreateAdminUserRequest = z.strictObject({
  email: Email,
  fullname: FullName,
  phone: Phone.nullable().optional(),
  role: AdminUserRole.default('student'),
  password: Password,
});
export type CreateAdminUserRequest = z.input<typeof CreateAdminUserRequest>;
