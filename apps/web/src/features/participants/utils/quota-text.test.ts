import { describe, expect, it } from 'vitest';
import { quotaLeft, quotaText } from './quota-text.ts';

describe('the quota line', () => {
  it('says used of the limit, with thousands separated', () => {
    expect(quotaText({ connected: true, limit: 15000, used: 1234 })).toBe(
      'โควตา LINE เดือนนี้: ใช้ไป 1,234 จาก 15,000 ข้อความ',
    );
    expect(quotaLeft({ connected: true, limit: 15000, used: 1234 })).toBe(13766);
  });

  it('says unlimited when LINE sets no limit, with what was used', () => {
    expect(quotaText({ connected: true, limit: null, used: 40 })).toBe(
      'โควตา LINE เดือนนี้: ไม่จำกัดจำนวน (ใช้ไป 40 ข้อความ)',
    );
    expect(quotaLeft({ connected: true, limit: null, used: 40 })).toBeNull();
  });

  it('never claims unlimited when LINE could not be asked (the server then knows neither figure)', () => {
    expect(quotaText({ connected: true, limit: null, used: null })).toBe(
      'โควตา LINE เดือนนี้: ยังอ่านจาก LINE ไม่ได้ (LINE จะไม่รับข้อความที่เกินโควตา)',
    );
  });

  it('says the limit alone when LINE could not say what was used', () => {
    expect(quotaText({ connected: true, limit: 500, used: null })).toBe(
      'โควตา LINE เดือนนี้: 500 ข้อความ (ไม่ทราบจำนวนที่ใช้ไป)',
    );
  });

  it('says messages are only recorded while LINE is not connected', () => {
    expect(quotaText({ connected: false, limit: null, used: null })).toMatch(/^ยังไม่ได้เชื่อมต่อ LINE/);
    expect(quotaLeft({ connected: false, limit: 500, used: 0 })).toBeNull();
  });
});
