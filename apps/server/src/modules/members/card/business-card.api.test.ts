import { apiMessages } from '@chapter/contract/messages';
import { pathOf } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createMember } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { members } from '../../../db/schema/index.ts';
import { generatePublicId } from '../../../lib/tokens.ts';

const cardUrl = (id: string | number) => pathOf(apiRoutes.publicProfile, { id });
const vCardUrl = (id: string | number) => pathOf(apiRoutes.vcard, { id });

describe('the public business card', () => {
  let t: TestApp;
  let somchai: Awaited<ReturnType<typeof createMember>>;
  let inactive: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    t = await startTestApp();
    somchai = await createMember(t.db, {
      phone: '0822222222',
      firstName: 'สมชาย',
      lastName: 'รักงาน',
      email: 'somchai@example.com',
      company: 'บริษัท รักงาน เทรดดิ้ง จำกัด',
      position: 'กรรมการผู้จัดการ',
      website: 'https://rakngan.co.th',
      pictureUrl: 'https://profile.line-scdn.net/abc',
    });
    inactive = await createMember(t.db, { phone: '0833333333', active: false });
  });
  afterAll(() => t.close());

  it('opens without a token and shows the card fields of the spec', async () => {
    const response = await t.app.inject({ method: 'GET', url: cardUrl(somchai.publicCardId) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      full_name: 'สมชาย รักงาน',
      email: 'somchai@example.com',
      company: 'บริษัท รักงาน เทรดดิ้ง จำกัด',
      tel: '0822222222',
      liff_picture_url: 'https://profile.line-scdn.net/abc',
      position: 'กรรมการผู้จัดการ',
      website: 'https://rakngan.co.th',
    });
  });

  it('gives empty fields as null', async () => {
    const bare = await createMember(t.db, { phone: '0844444444', firstName: 'สุดา', lastName: 'ใจงาม' });
    const response = await t.app.inject({ method: 'GET', url: cardUrl(bare.publicCardId) });
    expect(response.json()).toEqual({
      full_name: 'สุดา ใจงาม',
      email: null,
      company: null,
      tel: '0844444444',
      liff_picture_url: null,
      position: null,
      website: null,
    });
  });

  it('answers 404 for an unknown id and for an inactive member, on both the card and the contact file', async () => {
    for (const url of [
      cardUrl(generatePublicId()),
      cardUrl(inactive.publicCardId),
      vCardUrl(generatePublicId()),
      vCardUrl(inactive.publicCardId),
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: apiMessages.cardNotFound });
    }
  });

  it('cannot be opened by the member’s row number, so walking numbers lists nobody', async () => {
    for (const id of [somchai.id, 1, 2, 3, 0, -1]) {
      expect((await t.app.inject({ method: 'GET', url: cardUrl(id) })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: vCardUrl(id) })).statusCode).toBe(404);
    }
  });

  it('gives every member a different random card id, even one inserted without it', async () => {
    const [first, second] = await t.db
      .insert(members)
      .values([
        { firstName: 'ก', lastName: 'ข', phone: '0855555551' },
        { firstName: 'ค', lastName: 'ง', phone: '0855555552' },
      ])
      .returning({ id: members.id, publicCardId: members.publicCardId });
    for (const card of [first, second, somchai]) expect(card?.publicCardId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first?.publicCardId).not.toBe(second?.publicCardId);
    expect((await t.app.inject({ method: 'GET', url: cardUrl(first?.publicCardId ?? '') })).statusCode).toBe(200);
  });

  it('the member’s own profile gives their card id', async () => {
    const token = await t.login('0822222222');
    const profile = await call(t, apiRoutes.profile, { token });
    expect(profile.json()).toMatchObject({ public_card_id: somchai.publicCardId });
  });
});

describe('the business card contact file', () => {
  let t: TestApp;
  let cardId: string;
  beforeAll(async () => {
    t = await startTestApp();
    cardId = (
      await createMember(t.db, {
        phone: '0822222222',
        firstName: 'สมชาย',
        lastName: 'รักงาน',
        email: 'somchai@example.com',
        company: 'บริษัท รักงาน, เทรดดิ้ง; จำกัด',
        position: 'กรรมการผู้จัดการ',
        website: 'rakngan.co.th',
        pictureUrl: 'https://profile.line-scdn.net/abc',
      })
    ).publicCardId;
  });
  afterAll(() => t.close());

  it('is a UTF-8 vCard download named after the member, in Thai with an ASCII fallback', async () => {
    const response = await t.app.inject({ method: 'GET', url: vCardUrl(cardId) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="contact.vcf"; filename*=UTF-8''${encodeURIComponent('สมชาย รักงาน.vcf')}`,
    );
  });

  it('reads back, through a vCard parser, with the Thai names and every field intact', async () => {
    const text = (await t.app.inject({ method: 'GET', url: vCardUrl(cardId) })).body;
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const card = new ICAL.Component(ICAL.parse(text));
    const read = (name: string) => card.getFirstProperty(name)?.getValues();
    expect(read('n')).toEqual([['รักงาน', 'สมชาย', '', '', '']]);
    expect(read('fn')).toEqual(['สมชาย รักงาน']);
    expect(read('org')).toEqual(['บริษัท รักงาน, เทรดดิ้ง; จำกัด']);
    expect(read('title')).toEqual(['กรรมการผู้จัดการ']);
    expect(read('tel')).toEqual(['+66822222222']);
    expect(read('email')).toEqual(['somchai@example.com']);
    expect(read('url')).toEqual(['https://rakngan.co.th/']);
    expect(read('photo')).toEqual(['https://profile.line-scdn.net/abc']);
  });
});

describe('business card rate limits', () => {
  let t: TestApp;
  let cardId: string;
  beforeAll(async () => {
    t = await startTestApp({ cardLimits: { requestsPerAddress: 4, missesPerAddress: 2, windowMs: 60_000 } });
    cardId = (await createMember(t.db, { phone: '0822222222' })).publicCardId;
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });

  it('counts the card and the contact file together per address, then answers 429 in the API’s error shape', async () => {
    for (const url of [cardUrl(cardId), vCardUrl(cardId), cardUrl(cardId), vCardUrl(cardId)]) {
      expect((await get(url, '10.0.0.1')).statusCode).toBe(200);
    }
    for (const url of [cardUrl(cardId), vCardUrl(cardId)]) {
      const refused = await get(url, '10.0.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: apiMessages.tooManyRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address is counted on its own.
    expect((await get(cardUrl(cardId), '10.0.0.2')).statusCode).toBe(200);
  });

  it('stops an address that keeps trying unknown ids sooner, even for a real card', async () => {
    expect((await get(cardUrl(generatePublicId()), '10.0.0.3')).statusCode).toBe(404);
    expect((await get(vCardUrl('1'), '10.0.0.3')).statusCode).toBe(404);
    const refused = await get(cardUrl(cardId), '10.0.0.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: apiMessages.tooManyRequests });
  });
});
