import { describe, expect, it } from 'vitest';
import { insertAtCursor } from './insert-at-cursor.ts';

describe('inserting a member’s detail at the cursor', () => {
  it('goes where the cursor is, and the cursor ends after it', () => {
    expect(insertAtCursor('เรียน  ค่ะ', '{ชื่อ}', { start: 6, end: 6 })).toEqual({ text: 'เรียน {ชื่อ} ค่ะ', cursor: 12 });
  });

  it('replaces a selection', () => {
    expect(insertAtCursor('ยอด XXX บาท', '{ยอดค้าง}', { start: 4, end: 7 })).toEqual({
      text: 'ยอด {ยอดค้าง} บาท',
      cursor: 13,
    });
  });

  it('a selection past the end (the text got shorter) inserts at the end', () => {
    expect(insertAtCursor('ab', '{ชื่อ}', { start: 9, end: 12 })).toEqual({ text: 'ab{ชื่อ}', cursor: 8 });
  });
});
