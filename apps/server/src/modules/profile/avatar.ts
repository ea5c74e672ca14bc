import { reencodeImage } from '../../lib/images.js';

/** An avatar: any accepted image, cropped to a 512-pixel square WebP without metadata. */
export const reencodeAvatar = (input: Buffer) => reencodeImage(input, { folder: 'avatars', width: 512, height: 512, fit: 'cover' });
