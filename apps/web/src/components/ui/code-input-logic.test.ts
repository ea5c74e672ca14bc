import { describe, expect, it } from 'vitest';
import { allowedChars, backspaceAt, emptyBoxes, fillFrom, isComplete } from './code-input-logic';

const DIGITS = /^\d$/;
const COUPON = /^[A-Z0-9]$/;

describe('code input logic', () => {
  it('keeps only the allowed characters', () => {
    expect(allowedChars(' 12-3a4 ', DIGITS)).toEqual(['1', '2', '3', '4']);
    expect(allowedChars('ab-c9', COUPON, true)).toEqual(['A', 'B', 'C', '9']);
    expect(allowedChars('١٢٣', DIGITS)).toEqual([]);
  });

  it('fills one character per box and moves the focus on', () => {
    expect(fillFrom(emptyBoxes(6), 0, ['4'])).toEqual({ boxes: ['4', '', '', '', '', ''], focus: 1 });
    expect(fillFrom(['1', '2', '', '', '', ''], 2, ['3'])).toEqual({ boxes: ['1', '2', '3', '', '', ''], focus: 3 });
  });

  it('truncates a paste to the boxes left and keeps the focus on the last box', () => {
    const pasted = allowedChars('12345678', DIGITS);
    expect(fillFrom(emptyBoxes(6), 0, pasted)).toEqual({ boxes: ['1', '2', '3', '4', '5', '6'], focus: 5 });
    expect(fillFrom(emptyBoxes(6), 4, pasted)).toEqual({ boxes: ['', '', '', '', '1', '2'], focus: 5 });
  });

  it('backspace clears the box, then moves back', () => {
    const boxes = ['1', '2', '3', '', '', ''];
    expect(backspaceAt(boxes, 2)).toEqual({ boxes: ['1', '2', '', '', '', ''], focus: 2 });
    expect(backspaceAt(boxes, 3)).toEqual({ boxes: ['1', '2', '', '', '', ''], focus: 2 });
    expect(backspaceAt(emptyBoxes(6), 0)).toEqual({ boxes: emptyBoxes(6), focus: 0 });
  });

  it('is complete only when every box holds a character', () => {
    expect(isComplete(emptyBoxes(6, '12345'))).toBe(false);
    expect(isComplete(emptyBoxes(6, '123456'))).toBe(true);
  });
});
