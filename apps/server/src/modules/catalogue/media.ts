/** Stored media paths are relative to the uploads root, which the server serves under /uploads/. */
export function mediaUrl(path: string | null | undefined): string | null {
  return path ? `/uploads/${path.replace(/^\/+/, '')}` : null;
}
