import { describe, expect, it } from 'vitest';
import { readSlipPayload, slipPayload } from './slip-payload.ts';

/** CRC-16/CCITT-FALSE, written out here so the tests do not trust the library they check. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** A slip QR as a bank prints it: tag 00 (API id, bank, reference), country TH, CRC in tag 91. */
function printed(bank: string, reference: string): string {
  const body = tlv('00', tlv('00', '000001') + tlv('01', bank) + tlv('02', reference)) + tlv('51', 'TH');
  return `${body}9104${crc16(`${body}9104`)}`;
}

describe('reading a Bank of Thailand slip QR', () => {
  it.each([
    ['KBank (004)', '004', '015343134406BTF05123'],
    ['SCB (014)', '014', '2023112015133009600000000'],
    ['Bangkok Bank (002)', '002', '202611241405BBL0000123'],
    ['Krungthai (006)', '006', 'KTB26328140512345'],
    ['Krungsri (025)', '025', 'BAY2611240001'],
  ])('reads the bank and the reference of a %s slip', (_bank, bank, reference) => {
    expect(readSlipPayload(printed(bank, reference))).toEqual({ ok: true, sendingBank: bank, transRef: reference });
  });

  it('reads a payload as banks print it, byte for byte', () => {
    expect(readSlipPayload('0041000600000101030040220015343134406BTF051235102TH91046C25')).toEqual({
      ok: true,
      sendingBank: '004',
      transRef: '015343134406BTF05123',
    });
  });

  it('calls a slip QR whose CRC does not match damaged, whichever character changed', () => {
    const good = printed('004', '015343134406BTF05123');
    const lastDigit = good.at(-1) === '0' ? '1' : '0';
    expect(readSlipPayload(`${good.slice(0, -1)}${lastDigit}`)).toEqual({ ok: false, problem: 'bad_crc' });
    // An edited reference with the old CRC: what a forged slip would carry.
    expect(readSlipPayload(good.replace('BTF05123', 'BTF05124'))).toEqual({ ok: false, problem: 'bad_crc' });
  });

  it('refuses lengths that do not add up, with or without a matching CRC', () => {
    const body = `${tlv('00', tlv('00', '000001') + tlv('01', '004'))}0225015343134406BTF05123${tlv('51', 'TH')}`;
    expect(readSlipPayload(`${body}9104${crc16(`${body}9104`)}`).ok).toBe(false);
    const good = printed('014', '2023112015133009600000000');
    expect(readSlipPayload(good.slice(0, 20)).ok).toBe(false);
    expect(readSlipPayload(`${good}00`).ok).toBe(false);
  });

  it('is not fooled by other QR codes: a PromptPay QR, a web address, a bank code that is not three digits', () => {
    const promptPay = '00020101021129370016A000000677010111011300669999999995802TH53037646304';
    expect(readSlipPayload(`${promptPay}${crc16(promptPay)}`)).toEqual({ ok: false, problem: 'not_slip' });
    expect(readSlipPayload('https://example.com/slip/123')).toEqual({ ok: false, problem: 'not_slip' });
    expect(readSlipPayload(printed('4', '015343134406BTF05123')).ok).toBe(false);
    expect(readSlipPayload(printed('004', 'ref with spaces!')).ok).toBe(false);
  });

  it('builds the payload a bank would print, which reads back', () => {
    const payload = slipPayload({ sendingBank: '014', transRef: '2026112414050001' });
    expect(payload).toBe(printed('014', '2026112414050001'));
  });
});
