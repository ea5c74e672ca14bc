/** Keeps the characters the pattern allows (one character tested at a time), upper-cased when asked. */
export function allowedChars(text: string, pattern: RegExp, uppercase = false): string[] {
  const chars = [...(uppercase ? text.toUpperCase() : text)];
  return chars.filter((char) => pattern.test(char));
}

/** Writes typed or pasted text into the boxes from `index` on; returns the boxes and the box to focus next. */
export function fillFrom(boxes: readonly string[], index: number, chars: readonly string[]): { boxes: string[]; focus: number } {
  const next = [...boxes];
  const fitted = chars.slice(0, boxes.length - index);
  fitted.forEach((char, offset) => {
    next[index + offset] = char;
  });
  return { boxes: next, focus: Math.min(index + fitted.length, boxes.length - 1) };
}

/** Backspace clears the current box, or, when it is already empty, the previous one, which takes the focus. */
export function backspaceAt(boxes: readonly string[], index: number): { boxes: string[]; focus: number } {
  const next = [...boxes];
  if (next[index]) {
    next[index] = '';
    return { boxes: next, focus: index };
  }
  const focus = Math.max(index - 1, 0);
  next[focus] = '';
  return { boxes: next, focus };
}

export const emptyBoxes = (length: number, initial = ''): string[] => Array.from({ length }, (_, i) => initial[i] ?? '');

export const isComplete = (boxes: readonly string[]): boolean => boxes.every(Boolean);
