/** Hands text the server produced (a CSV export) to the browser as a download. */
export function saveTextFile(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  // Reading the response as text drops the server's byte order mark, which spreadsheet programs need to read
  // Arabic as UTF-8: a CSV gets it back.
  const body = type.startsWith('text/csv') && !text.startsWith('\uFEFF') ? `\uFEFF${text}` : text;
  const url = URL.createObjectURL(new Blob([body], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
