import type { TReminderRule } from '@chapter/contract/reminders';
import { describe, expect, it } from 'vitest';
import { isQuietTime, RULE_TIMES, ruleDescription, ruleLastRun, ruleNextRun } from './rule-text.ts';

const weekly: TReminderRule = {
  id: 1,
  kind: 'weekly',
  weekday: 0,
  time: '08:30',
  days_before: null,
  message: null,
  active: true,
  created: '2026-03-01T00:00:00Z',
  next_run: '2026-03-08T01:30:00Z',
  last_run: null,
};

describe('a reminder rule in Thai', () => {
  it('names the weekday (0 is Sunday), the time and who gets it', () => {
    expect(ruleDescription(weekly)).toBe('ทุกวันอาทิตย์ 08:30 ถึงสมาชิกที่มียอดค้าง');
    expect(ruleDescription({ ...weekly, weekday: 6 })).toBe('ทุกวันเสาร์ 08:30 ถึงสมาชิกที่มียอดค้าง');
  });

  it('says the event day itself for 0 days before', () => {
    const before = { ...weekly, kind: 'before_event' as const, weekday: null, days_before: 0 };
    expect(ruleDescription(before)).toBe('วันที่มีกิจกรรม เวลา 08:30 ถึงผู้ลงทะเบียนที่ยังไม่ชำระ');
    expect(ruleNextRun({ ...before, next_run: null })).toBe('ส่งตามวันของแต่ละกิจกรรม');
  });

  it('gives the next run in Bangkok time, DD/MM/YYYY HH:mm, and none while paused', () => {
    expect(ruleNextRun(weekly)).toBe('ส่งครั้งถัดไป 08/03/2026 08:30');
    expect(ruleNextRun({ ...weekly, active: false })).toBe('ไม่ส่งจนกว่าจะกดใช้งานต่อ');
  });

  it('says how the last run went', () => {
    expect(ruleLastRun(weekly)).toBe('ยังไม่เคยส่ง');
    expect(ruleLastRun({ ...weekly, last_run: { at: '2026-03-01T01:30:00Z', status: 'refused', sent: 0 } })).toBe(
      'ส่งล่าสุด 01/03/2026 08:30: ไม่ได้ส่ง เพราะโควตา LINE ไม่พอ',
    );
  });
});

describe('rule times', () => {
  it('are every half hour, written HH:mm', () => {
    expect(RULE_TIMES).toHaveLength(48);
    expect(RULE_TIMES.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(RULE_TIMES.at(-1)).toBe('23:30');
  });

  it('from 21:00 to before 08:00 are quiet', () => {
    expect(['21:00', '23:30', '00:00', '07:30'].map(isQuietTime)).toEqual([true, true, true, true]);
    expect(['08:00', '12:00', '20:30'].map(isQuietTime)).toEqual([false, false, false]);
  });
});
