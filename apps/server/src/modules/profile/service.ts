import { AVATAR_MAX_MB, type ProfileUpdateRequest, type User } from '@mizan/contract/profile';
import { fieldError, notAuthenticated } from '../../lib/app-error.js';
import type { FileStorage } from '../../lib/storage.js';
import { toUser } from '../accounts/user-view.js';
import type { UserChanges, UsersRepo } from '../accounts/users-repo.js';
import { reencodeAvatar } from './avatar.js';

export function profileService(users: UsersRepo, storage: FileStorage, publicUrl: string) {
  const current = async (userId: string) => {
    const user = await users.findById(userId);
    if (!user) throw notAuthenticated();
    return user;
  };

  /** Stores the new row first, then drops the old file: a failure leaves at worst an orphan file, never a broken avatar. */
  const save = async (userId: string, changes: UserChanges, previousAvatar: string | null) => {
    const updated = await users.update(userId, changes);
    if (!updated) throw notAuthenticated();
    if (changes.avatarPath !== undefined && previousAvatar && previousAvatar !== changes.avatarPath) await storage.remove(previousAvatar);
    return toUser(updated, publicUrl);
  };

  return {
    me: async (userId: string): Promise<User> => toUser(await current(userId), publicUrl),

    async update(userId: string, input: ProfileUpdateRequest, avatar?: Buffer): Promise<User> {
      const user = await current(userId);
      const changes: UserChanges = {};
      if (input.fullname !== undefined) changes.fullname = input.fullname;
      if (input.phone !== undefined) changes.phone = input.phone || null;
      if (input.language !== undefined) changes.language = input.language;
      if (avatar) {
        const image = await reencodeAvatar(avatar);
        if (!image) throw fieldError('avatar', 'errors:accounts.avatar_invalid', { size: AVATAR_MAX_MB });
        await storage.put(image.key, image.data);
        changes.avatarPath = image.key;
      }
      if (!Object.keys(changes).length) return toUser(user, publicUrl);
      return save(userId, changes, user.avatarPath);
    },

    async deletePicture(userId: string): Promise<void> {
      const user = await current(userId);
      if (user.avatarPath) await save(userId, { avatarPath: null }, user.avatarPath);
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
