import { describe, expect, it } from 'vitest';
import { changedFields } from './changes.js';

describe('audit changes', () => {
  it('keeps only the fields that changed, with before and after', () => {
    expect(changedFields({ a: 1, b: { x: [1] }, c: 'same' }, { a: 2, b: { x: [1] }, c: 'same', d: true })).toEqual({
      a: [1, 2],
      d: [null, true],
    });
  });

  it('records a create as after-only and a delete as before-only', () => {
    expect(changedFields(null, { title: 'ميزان' })).toEqual({ title: [null, 'ميزان'] });
    expect(changedFields({ title: 'ميزان' }, null)).toEqual({ title: ['ميزان', null] });
  });
});
