import { CARD_FIELDS } from '@chapter/contract/card-fields';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createMember } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditLog, members } from '../../../db/schema/index.ts';

const ALL_FIELDS = [...CARD_FIELDS];
const PHONE = '0822222222';
/** A contact file with its long lines joined again (RFC 2426 folds them at 75 octets). */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('a member’s choices for their public business card', () => {
  let t: TestApp;
  let memberId: number;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    memberId = (
      await createMember(t.db, {
        phone: PHONE,
        firstName: 'สมชาย',
        lastName: 'รักงาน',
        email: 'somchai@example.com',
        company: 'บริษัท รักงาน เทรดดิ้ง จำกัด',
        position: 'กรรมการผู้จัดการ',
        website: 'https://rakngan.co.th',
        pictureUrl: 'https://profile.line-scdn.net/abc',
      })
    ).id;
    token = await t.login(PHONE);
  });
  afterAll(() => t.close());
  // Each test starts from the card as every member has it until they choose: all shown.
  beforeEach(async () => {
    await t.db.update(members).set({ cardHidden: false, cardHiddenFields: [] }).where(eq(members.id, memberId));
  });

  const profile = async () =>
    (await call(t, apiRoutes.profile, { token })).json<{
      public_card_id: string;
      card: { hidden: boolean; shown_fields: string[] };
    }>();
  /** The card's three public faces: JSON, contact file and page. */
  const open = async (cardId: string) => ({
    json: await call(t, apiRoutes.publicProfile, { params: { id: cardId } }),
    vcard: await call(t, apiRoutes.vcard, { params: { id: cardId } }),
    page: await t.app.inject({ method: 'GET', url: `/nc/${cardId}` }),
  });
  const statuses = async (cardId: string) => {
    const faces = await open(cardId);
    return [faces.json.statusCode, faces.vcard.statusCode, faces.page.statusCode];
  };
  const auditOf = (action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(memberId))))
      .orderBy(asc(auditLog.id));

  it('shows every field until the member chooses, and says so on the profile', async () => {
    expect((await profile()).card).toEqual({ hidden: false, shown_fields: ALL_FIELDS });
  });

  it('leaves the fields the member unticked out of the JSON, the contact file and the page', async () => {
    const saved = await call(t, apiRoutes.updateCard, {
      token,
      body: { hidden: false, shown_fields: ['company', 'position'] },
    });
    expect(saved.statusCode).toBe(200);
    const { public_card_id: cardId } = await profile();
    expect(saved.json()).toEqual({
      hidden: false,
      shown_fields: ['company', 'position'],
      public_card_id: cardId,
      detail: apiMessages.cardSaved,
    });
    expect((await profile()).card).toEqual({ hidden: false, shown_fields: ['company', 'position'] });

    const { json, vcard, page } = await open(cardId);
    expect(json.json()).toEqual({
      full_name: 'สมชาย รักงาน',
      email: null,
      company: 'บริษัท รักงาน เทรดดิ้ง จำกัด',
      tel: null,
      liff_picture_url: null,
      position: 'กรรมการผู้จัดการ',
      website: null,
    });

    expect(vcard.statusCode).toBe(200);
    const contact = unfold(vcard.body);
    expect(contact).toContain('\r\nFN:สมชาย รักงาน\r\n');
    expect(contact).toContain('\r\nORG:บริษัท รักงาน เทรดดิ้ง จำกัด\r\n');
    for (const hidden of ['TEL', 'EMAIL', 'URL', 'PHOTO'])
      expect(contact).not.toMatch(new RegExp(`\\r\\n${hidden}[;:]`));
    expect(contact).not.toContain('822222222');

    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<h1>สมชาย รักงาน</h1>');
    expect(html).toContain('<dt>ตำแหน่ง</dt><dd>กรรมการผู้จัดการ</dd>');
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('222-2222');
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('somchai@example.com');
    expect(html).not.toContain('rakngan.co.th');
    expect(html).toContain('<span class="disabled" aria-disabled="true">โทร</span>');
    // Neither LINE's link preview nor the page itself shows the picture left off.
    expect(html).not.toContain('profile.line-scdn.net');
    expect(html).not.toContain('og:image');
  });

  it('keeps a hidden company out of the link preview’s description too', async () => {
    await call(t, apiRoutes.updateCard, {
      token,
      body: { hidden: false, shown_fields: ['phone', 'picture'] },
    });
    const { page, vcard } = await open((await profile()).public_card_id);
    expect(page.body).not.toContain('รักงาน เทรดดิ้ง');
    expect(page.body).toContain('<meta property="og:description" content="นามบัตรดิจิทัล">');
    expect(page.body).toContain('<meta property="og:image" content="https://profile.line-scdn.net/abc">');
    expect(page.body).toContain('href="tel:0822222222">โทร</a>');
    expect(unfold(vcard.body)).toContain('\r\nTEL;TYPE=CELL,VOICE:+66822222222\r\n');
    expect(unfold(vcard.body)).not.toContain('ORG:');
  });

  it('a hidden card answers 404 on all three exactly as an unknown id, and opens again once shown', async () => {
    const cardId = (await profile()).public_card_id;
    const hidden = await call(t, apiRoutes.updateCard, {
      token,
      body: { hidden: true, shown_fields: ALL_FIELDS },
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ hidden: true, detail: apiMessages.cardHiddenSaved });

    const faces = await open(cardId);
    const unknown = await open('AAAAAAAAAAAAAAAAAAAAAA');
    expect(faces.json.statusCode).toBe(404);
    expect(faces.json.json()).toEqual({ detail: apiMessages.cardNotFound });
    expect(faces.vcard.statusCode).toBe(404);
    expect(faces.vcard.body).toBe(unknown.vcard.body);
    expect(faces.page.statusCode).toBe(404);
    expect(faces.page.body).toBe(unknown.page.body);
    expect(faces.page.body).not.toContain('สมชาย');

    await call(t, apiRoutes.updateCard, { token, body: { hidden: false, shown_fields: ALL_FIELDS } });
    expect(await statuses(cardId)).toEqual([200, 200, 200]);
  });

  it('a new address makes the old link answer 404 everywhere and the new one open, on the profile too', async () => {
    const oldId = (await profile()).public_card_id;
    const response = await call(t, apiRoutes.newCardAddress, { token });
    expect(response.statusCode).toBe(200);
    const { public_card_id: newId, detail } = response.json<{ public_card_id: string; detail: string }>();
    expect(detail).toBe(apiMessages.cardNewAddress);
    expect(newId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newId).not.toBe(oldId);
    expect((await profile()).public_card_id).toBe(newId);
    expect(await statuses(oldId)).toEqual([404, 404, 404]);
    expect(await statuses(newId)).toEqual([200, 200, 200]);
  });

  it('refuses an unknown field, a duplicate or a missing value in Thai, and changes nothing', async () => {
    await call(t, apiRoutes.updateCard, { token, body: { hidden: false, shown_fields: ['phone', 'email'] } });
    const before = await profile();
    const saves = (await auditOf('card.update')).length;
    const cases: [unknown, Record<string, string[]>][] = [
      [{ hidden: false, shown_fields: ['phone', 'line_id'] }, { 'shown_fields.1': [apiMessages.cardFieldUnknown] }],
      [{ hidden: false, shown_fields: ['phone', 'phone'] }, { shown_fields: [apiMessages.cardFieldDuplicate] }],
      [{ hidden: false }, { shown_fields: [apiMessages.required] }],
      [{ shown_fields: ['phone'] }, { hidden: [apiMessages.required] }],
      [{ hidden: false, shown_fields: [], public_card_id: 'mine' }, { public_card_id: [apiMessages.unknownField] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await call(t, apiRoutes.updateCard, { token, rawBody: payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual(errors);
    }
    expect(await profile()).toEqual(before);
    expect(await auditOf('card.update')).toHaveLength(saves);
  });

  it('audits each change with the member as the actor, and never the card id', async () => {
    await call(t, apiRoutes.updateCard, {
      token,
      body: { hidden: false, shown_fields: ['phone', 'email', 'company'] },
    });
    await call(t, apiRoutes.updateCard, {
      token,
      body: { hidden: true, shown_fields: ['phone', 'email', 'company'] },
    });
    const oldId = (await profile()).public_card_id;
    const newId = (await call(t, apiRoutes.newCardAddress, { token })).json<{ public_card_id: string }>()
      .public_card_id;

    const updates = (await auditOf('card.update')).slice(-2);
    expect(updates.map((entry) => [entry.actorId, entry.subjectType, entry.details])).toEqual([
      [memberId, 'member', { changes: { shown_fields: { from: ALL_FIELDS, to: ['phone', 'email', 'company'] } } }],
      [memberId, 'member', { changes: { hidden: { from: false, to: true } } }],
    ]);
    const [address] = (await auditOf('card.new_address')).slice(-1);
    expect(address).toMatchObject({ actorId: memberId, subjectType: 'member', details: {} });
    expect(JSON.stringify(address)).not.toContain(oldId);
    expect(JSON.stringify(address)).not.toContain(newId);
  });

  it('refuses both without a token', async () => {
    for (const response of [
      await call(t, apiRoutes.updateCard, { body: { hidden: true, shown_fields: [] } }),
      await call(t, apiRoutes.newCardAddress),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: apiMessages.notAuthenticated });
    }
    expect((await profile()).card.hidden).toBe(false);
  });
});
