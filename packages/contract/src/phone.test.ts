import { describe, expect, it } from 'vitest';
import { normalizeThaiPhone } from './phone.ts';

describe('Thai phone numbers', () => {
  it.each([
    ['0811111111', '0811111111'],
    ['081-111-1111', '0811111111'],
    ['081 111 1111', '0811111111'],
    ['(081) 111-1111', '0811111111'],
    ['081.111.1111', '0811111111'],
    ['+66811111111', '0811111111'],
    ['+66 81 111 1111', '0811111111'],
    ['+66 081 111 1111', '0811111111'],
    ['66811111111', '0811111111'],
    ['0066811111111', '0811111111'],
    ['02-123-4567', '021234567'],
    [' 0811111111 ', '0811111111'],
  ])('%s is %s', (input, expected) => {
    expect(normalizeThaiPhone(input)).toBe(expected);
  });

  it.each(['', '12345', '811111111', 'abc', '08111111112222', '+1 415 555 0100', '081-111-111a'])(
    '"%s" is not a Thai phone number',
    (input) => {
      expect(normalizeThaiPhone(input)).toBeNull();
    },
  );
});
