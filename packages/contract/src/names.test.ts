import { describe, expect, it } from 'vitest';
import { fullName } from './names.ts';

describe('fullName', () => {
  it('joins the first and last name with one space', () => {
    expect(fullName('สมชาย', 'ใจดี')).toBe('สมชาย ใจดี');
  });

  it('leaves no stray space when a part is missing', () => {
    expect(fullName('สมชาย', '')).toBe('สมชาย');
    expect(fullName(null, 'ใจดี')).toBe('ใจดี');
    expect(fullName(undefined, null)).toBe('');
  });
});
