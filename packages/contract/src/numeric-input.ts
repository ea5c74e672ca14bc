/** Arabic-Indic (U+0660) and Extended/Persian (U+06F0) digits to ASCII, so either keyboard works. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

// ASCII hyphen, the minus sign and the dashes students paste from word processors.
const MINUS = /^[-\u2212\u2010\u2011\u2012\u2013\uFE63\uFF0D]/;
const PLUS = /^[+\uFF0B\uFE62]/;
// Bidi marks ride along when a number is copied from right-to-left text (ICU's Arabic format adds ALM).
const BIDI_MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;
const PLAIN = /^(\d+(\.\d*)?|\.\d+)$/;

/** Grouped thousands with `separator`, e.g. «1,000,000» or «1٬000.5»; the separator removed, or null. */
function ungroup(text: string, separator: string): string | null {
  const grouped = new RegExp(`^[1-9]\\d{0,2}(${separator}\\d{3})+(\\.\\d+)?$`);
  return grouped.test(text) ? text.split(separator).join('') : null;
}

/**
 * Reads what a student typed in a numeric answer; null when it is not exactly one number.
 * `٫` and `.` are decimal points and `٬` groups thousands. A comma groups thousands when that is
 * certain (several commas, or a decimal point after it) and is a decimal point when it cannot be a
 * group («3,14», «0,125»); «1,000» could be either, so it is refused rather than guessed.
 */
export function parseStudentNumber(input: string): number | null {
  let text = toAsciiDigits(input.replace(BIDI_MARKS, '')).trim();
  let sign = 1;
  if (MINUS.test(text)) {
    sign = -1;
    text = text.slice(1);
  } else if (PLUS.test(text)) {
    text = text.slice(1);
  }
  text = text.replace(/\u066B/g, '.');

  let plain: string | null = text;
  if (text.includes('\u066C')) {
    plain = ungroup(text, '\u066C');
  } else if (text.includes(',')) {
    const commas = text.split(',').length - 1;
    if (commas > 1 || text.includes('.')) plain = ungroup(text, ',');
    else if (/^[1-9]\d{0,2},\d{3}$/.test(text)) plain = null;
    else plain = text.replace(',', '.');
  }
  if (plain === null || !PLAIN.test(plain)) return null;
  const value = Number(plain);
  if (!Number.isFinite(value)) return null;
  // «-0» is zero; a negative zero would only surprise equality checks downstream.
  return value === 0 ? 0 : sign * value;
}
