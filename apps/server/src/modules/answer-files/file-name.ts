/**
 * The student's file name as markers see it: no directories, no control or bidi-override characters (they could
 * make «evil‮fdp.exe» read as a PDF), none of the characters file systems or headers trip on; at most 120 characters.
 */
export function sanitizeFileName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"*:<>?|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return clean === '' || /^\.+$/.test(clean) ? fallback : clean;
}

/** `name` with the extension of what is served (an image is served as the WebP it was re-encoded to). */
export function servedName(name: string, extension: string): string {
  const stem = name.replace(/\.[^.]{1,10}$/, '');
  return `${stem || 'file'}.${extension}`;
}

/** A Content-Disposition value that keeps an Arabic name (RFC 6266 `filename*`) with an ASCII fallback. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
