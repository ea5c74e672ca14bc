/**
 * RTK Query response handler for file downloads: the body becomes an object URL, so the store only ever holds
 * that string, never the file; an error body is read as JSON like any other.
 */
export const objectUrlResponse = async (response: Response): Promise<unknown> =>
  response.ok ? URL.createObjectURL(await response.blob()) : response.json();

/** Saves an object URL (see objectUrlResponse) under `filename`, and frees it once the browser has it. */
export function saveObjectUrl(objectUrl: string, filename: string) {
  const link = Object.assign(document.createElement('a'), { href: objectUrl, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
