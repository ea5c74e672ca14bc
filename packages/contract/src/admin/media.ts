import { z } from 'zod';

/** An image for rich text, uploaded from the editor; larger files are refused before they are read. */
export const MEDIA_MAX_MB = 5;
export const MEDIA_MAX_BYTES = MEDIA_MAX_MB * 1024 * 1024;

/** The stored image: its URL under /uploads/ is what the editor puts in `<img src>` (the sanitizer keeps only these). */
export const MediaUploadResponse = z.object({ url: z.string() });
export type MediaUploadResponse = z.infer<typeof MediaUploadResponse>;
