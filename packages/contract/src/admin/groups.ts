import { z } from 'zod';
import { paginated } from '../pagination.js';
import { AdminListQuery, plainText, requiredBilingual } from './common.js';

/** A class: its bilingual name, the institution's optional code, the join code students type, and its staff. */
export const AdminGroup = z.object({
  id: z.number().int(),
  name: z.object({ ar: z.string(), en: z.string() }),
  code: z.string().nullable(),
  join_code: z.string(),
  staff: z.array(z.object({ id: z.string(), fullname: z.string(), email: z.string() })),
  members_count: z.number().int(),
  created_at: z.string(),
});
export type AdminGroup = z.infer<typeof AdminGroup>;
export const AdminGroupListResponse = paginated(AdminGroup);
export type AdminGroupListResponse = z.infer<typeof AdminGroupListResponse>;

export const GroupCode = plainText(40).regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u, { message: 'invalid_group_code' });

/** Creates a class; `staff` are the ids of staff members who teach it (and then see only their classes). */
export const CreateGroupRequest = z.strictObject({
  name: requiredBilingual(120),
  code: GroupCode.nullable().optional(),
  staff: z.array(z.uuid()).max(50).default([]),
});
export type CreateGroupRequest = z.input<typeof CreateGroupRequest>;

/** Changes any of them; `regenerate_join_code` replaces the join code (the old one stops working at once). */
export const UpdateGroupRequest = z.strictObject({
  name: requiredBilingual(120).optional(),
  code: GroupCode.nullable().optional(),
  staff: z.array(z.uuid()).max(50).optional(),
  regenerate_join_code: z.literal(true).optional(),
});
export type UpdateGroupRequest = z.input<typeof UpdateGroupRequest>;

export const GroupMember = z.object({
  id: z.string(),
  fullname: z.string(),
  email: z.string(),
  joined_at: z.string(),
});
export type GroupMember = z.infer<typeof GroupMember>;
export const GroupMemberListQuery = AdminListQuery;
export const GroupMemberListResponse = paginated(GroupMember);
export type GroupMemberListResponse = z.infer<typeof GroupMemberListResponse>;

/** Adds or removes students (up to 500 at a time); removing keeps their attempts and results. */
export const GroupMembersRequest = z.strictObject({ user_ids: z.array(z.uuid()).min(1).max(500) });
export type GroupMembersRequest = z.infer<typeof GroupMembersRequest>;
export const GroupMembersResponse = z.object({ changed: z.number().int(), members_count: z.number().int() });
export type GroupMembersResponse = z.infer<typeof GroupMembersResponse>;
