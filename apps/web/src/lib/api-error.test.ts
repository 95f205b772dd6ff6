import { describe, expect, it } from 'vitest';
import {
  ApiError,
  errorFromResponse,
  fieldLabel,
  isConsentRequired,
  NO_RESPONSE_STATUS,
  normalizeApiError,
} from './api-error.ts';

const requestUrl = '/api/member/profile/';

function failed(status: number, data: unknown): ApiError {
  return errorFromResponse({ status, data, requestUrl });
}

describe('API error normalisation (spec section 8)', () => {
  it('keeps status, body and the request URL', () => {
    const error = failed(400, { detail: 'x' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, data: { detail: 'x' }, requestUrl: '/api/member/profile/' });
  });

  it('a 404 says which URL was not found, whatever the body says', () => {
    const error = failed(404, { detail: 'ไม่พบ API GET /api/member/profile/' });
    expect(error.status).toBe(404);
    expect(error.errorMessages).toEqual(['URL /api/member/profile/ not found']);
  });

  it('no response at all is status 520, telling the member in Thai to check the connection', () => {
    const thrown = new TypeError('Failed to fetch');
    const error = normalizeApiError(thrown, requestUrl);
    expect(error.status).toBe(NO_RESPONSE_STATUS);
    expect(error.status).toBe(520);
    expect(error.errorMessages).toEqual(['เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองอีกครั้ง']);
    expect(error.requestUrl).toBe('/api/member/profile/');
    // The browser's own words stay for the logs.
    expect(error.cause).toBe(thrown);
  });

  it('a timeout is a call without a response too, and says so in Thai', () => {
    const thrown = Object.assign(new Error('timeout of 60000ms exceeded'), { name: 'TimeoutError' });
    const error = normalizeApiError(thrown, requestUrl);
    expect(error).toMatchObject({ status: 520, errorMessages: ['เซิร์ฟเวอร์ไม่ตอบกลับในเวลาที่กำหนด กรุณาลองอีกครั้ง'] });
    expect(error.cause).toBe(thrown);
  });

  it('something that is not an HTTP error at all is also 520, with a Thai message and the original as its cause', () => {
    const unexpected = 'เกิดข้อผิดพลาดที่ไม่คาดคิด กรุณาลองอีกครั้ง';
    const bug = new RangeError('boom');
    expect(normalizeApiError(bug)).toMatchObject({ status: 520, errorMessages: [unexpected], cause: bug });
    expect(normalizeApiError('plain text')).toMatchObject({
      status: 520,
      errorMessages: [unexpected],
      cause: 'plain text',
    });
  });

  it('no English reaches the member from a call without a response', () => {
    for (const thrown of [new TypeError('Failed to fetch'), new TypeError('Load failed'), new Error('x'), null]) {
      expect(normalizeApiError(thrown).errorMessages.join('')).not.toMatch(/[A-Za-z]/);
    }
  });

  it('a string body is cut to its first 3 lines', () => {
    const html = '<html>\n<head><title>502 Bad Gateway</title></head>\n<body>\n<center>nginx</center>\n</body>';
    const error = failed(502, html);
    expect(error.errorMessages).toEqual(['<html>\n<head><title>502 Bad Gateway</title></head>\n<body>']);
  });

  it('detail is shown as it is', () => {
    const error = failed(401, { detail: 'กรุณาเข้าสู่ระบบก่อนใช้งาน' });
    expect(error.errorMessages).toEqual(['กรุณาเข้าสู่ระบบก่อนใช้งาน']);
  });

  it('non_field_errors are shown as they are, one message each', () => {
    const error = failed(400, { non_field_errors: ['ข้อความแรก', 'ข้อความที่สอง'] });
    expect(error.errorMessages).toEqual(['ข้อความแรก', 'ข้อความที่สอง']);
  });

  it('a detail given as a list is shown item by item, without a field name', () => {
    expect(failed(400, { detail: ['a', 'b'] }).errorMessages).toEqual(['a', 'b']);
  });

  it('other fields read "value (field)", one message per value, the field named in Thai', () => {
    const error = failed(400, { username: ['กรุณากรอกหมายเลขโทรศัพท์', 'สั้นเกินไป'] });
    expect(error.errorMessages).toEqual(['กรุณากรอกหมายเลขโทรศัพท์ (หมายเลขโทรศัพท์)', 'สั้นเกินไป (หมายเลขโทรศัพท์)']);
  });

  it('a field given a single string reads "value (field)" too', () => {
    expect(failed(400, { event: 'ไม่พบกิจกรรม' }).errorMessages).toEqual(['ไม่พบกิจกรรม (กิจกรรม)']);
  });

  it('an item of a list field is named by its position, counting from one', () => {
    expect(failed(400, { 'attendees.2': ['ไม่พบสมาชิก'] }).errorMessages).toEqual(['ไม่พบสมาชิก (ผู้เข้าร่วม รายการที่ 3)']);
  });

  it('a field the app has no Thai name for keeps its own name', () => {
    expect(failed(400, { colour: ['ไม่รู้จักช่องนี้'], constructor: ['x'] }).errorMessages).toEqual([
      'ไม่รู้จักช่องนี้ (colour)',
      'x (constructor)',
    ]);
  });

  it('every field a member-facing request can name has a Thai name', () => {
    const memberFields = ['username', 'code', 'invitation', 'liff_access_token', 'event', 'image', 'amount'];
    for (const field of [...memberFields, 'hidden', 'shown_fields', 'confirm', 'money_acknowledged']) {
      expect(fieldLabel(field), field).not.toBe(field);
    }
  });

  it('mixes whole-request and field messages in body order', () => {
    const error = failed(400, { non_field_errors: ['ก'], image: ['ข'], detail: 'ค' });
    expect(error.errorMessages).toEqual(['ก', 'ข (รูปสลิป)', 'ค']);
  });

  it('an error without any message in its body still says something', () => {
    for (const empty of [undefined, '', {}]) {
      const error = failed(500, empty);
      expect(error.status).toBe(500);
      expect(error.errorMessages).toHaveLength(1);
      expect(error.errorMessages[0]).toContain('500');
    }
  });

  it('normalising twice changes nothing', () => {
    const once = failed(400, { detail: 'x' });
    expect(normalizeApiError(once)).toBe(once);
  });

  it('a refusal for want of consent to the privacy notice shows its Thai detail only, and is told apart by its code', () => {
    const error = failed(403, { detail: 'กรุณาอ่านและยอมรับประกาศความเป็นส่วนตัว', code: 'consent_required' });
    expect(error.errorMessages).toEqual(['กรุณาอ่านและยอมรับประกาศความเป็นส่วนตัว']);
    expect(isConsentRequired(error)).toBe(true);
    expect(isConsentRequired(failed(403, { detail: 'ไม่มีสิทธิ์' }))).toBe(false);
    expect(isConsentRequired(failed(400, { code: 'consent_required' }))).toBe(false);
  });
});
