import { describe, expect, it } from 'vitest';
import { formatPromptPayId, parsePromptPayId } from './promptpay-id.ts';

describe('formatPromptPayId', () => {
  it('a mobile number reads 081-234-5678', () => {
    expect(formatPromptPayId('0812345678')).toBe('081-234-5678');
  });

  it('a national id reads as on the id card, 1-4-5-2-1', () => {
    expect(formatPromptPayId('1101700230708')).toBe('1-1017-00230-70-8');
  });

  it('a company tax id is grouped the same way', () => {
    expect(formatPromptPayId('0105536009965')).toBe('0-1055-36009-96-5');
  });

  it('a 15-digit e-wallet id stays as its digits', () => {
    expect(formatPromptPayId('004999000123456')).toBe('004999000123456');
  });

  it('text that is not a stored id is shown unchanged, not regrouped', () => {
    expect(formatPromptPayId('')).toBe('');
    expect(formatPromptPayId('021234567')).toBe('021234567');
    expect(formatPromptPayId('081-234-5678')).toBe('081-234-5678');
  });

  it('what it writes reads back to the same digits', () => {
    for (const digits of ['0812345678', '1101700230708', '004999000123456']) {
      const parsed = parsePromptPayId(formatPromptPayId(digits));
      expect(parsed).toMatchObject({ ok: true, digits });
    }
  });
});
