import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createAdmin, createMember } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, privacyConsents } from '../../db/schema/index.ts';
import { GUEST_NOTICE_TEMPLATE } from './notice-template.ts';

const NOTICE = 'ประกาศความเป็นส่วนตัว: ชาปเตอร์เก็บชื่อ หมายเลขโทรศัพท์ อีเมล และสลิปการโอนเงิน เพื่อทำบัญชีของชาปเตอร์';
const consentRequired = { detail: apiMessages.consentRequired, code: 'consent_required' };

describe('the privacy notice comes before anything else', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await createAdmin(t.db);
    adminToken = await t.login(admin.phone);
  });
  afterAll(() => t.close());

  it('asks nothing while no notice is published: the app works as before', async () => {
    const member = await createMember(t.db);
    const token = await t.login(member.phone);
    expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(200);
    const notice = await call(t, apiRoutes.privacyNotice, { token });
    expect(notice.json()).toMatchObject({ version: null, consent_required: false });
    const agree = await call(t, apiRoutes.agreeToPrivacyNotice, { token, body: { version: 1 } });
    expect(agree.statusCode).toBe(409);
    expect(agree.json()).toEqual({ detail: apiMessages.noNoticePublished });
  });

  it('once published, refuses every other call until the member agrees, then lets them in', async () => {
    const published = await call(t, apiRoutes.adminPublishNotice, { token: adminToken, body: { body: NOTICE } });
    expect(published.statusCode).toBe(201);
    expect(published.json().notices[0]).toMatchObject({ version: 1, body: NOTICE, agreed_count: 0 });

    const member = await createMember(t.db);
    const token = await t.login(member.phone);
    for (const route of [apiRoutes.profile, apiRoutes.availableEvents, apiRoutes.paymentHistory]) {
      const refused = await call(t, route, { token });
      expect(refused.statusCode, route.path).toBe(403);
      expect(refused.json(), route.path).toEqual(consentRequired);
    }
    const notice = await call(t, apiRoutes.privacyNotice, { token });
    expect(notice.json()).toMatchObject({ version: 1, body: NOTICE, consent_required: true, agreed_version: null });
    // Their rights do not wait for their agreement.
    expect((await call(t, apiRoutes.erasureCheck, { token })).statusCode).toBe(200);
    expect((await call(t, apiRoutes.myData, { token })).statusCode).toBe(200);

    const agreed = await call(t, apiRoutes.agreeToPrivacyNotice, { token, body: { version: 1 } });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json()).toMatchObject({ consent_required: false, agreed_version: 1 });
    expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(200);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacy.consent'), eq(auditLog.actorId, member.id)));
    expect(entry?.details).toEqual({ version: 1 });
    // Agreeing twice records it once.
    await call(t, apiRoutes.agreeToPrivacyNotice, { token, body: { version: 1 } });
    expect(await t.db.select().from(privacyConsents).where(eq(privacyConsents.memberId, member.id))).toHaveLength(1);
  });

  it('staff and admins agree like everyone: the back office waits too', async () => {
    const admin = await createAdmin(t.db);
    const token = await t.login(admin.phone);
    const refused = await call(t, apiRoutes.adminPrivacy, { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(consentRequired);
  });

  it('a new version asks everyone again, and agreeing to the old one is refused', async () => {
    const member = await createMember(t.db);
    const token = await t.login(member.phone);
    await call(t, apiRoutes.agreeToPrivacyNotice, { token: adminToken, body: { version: 1 } });
    expect((await call(t, apiRoutes.agreeToPrivacyNotice, { token, body: { version: 1 } })).statusCode).toBe(200);

    const second = await call(t, apiRoutes.adminPublishNotice, {
      token: adminToken,
      body: {
        body: `${NOTICE} (ฉบับปรับปรุง: เพิ่มระยะเวลาการเก็บรูปสลิป)`,
      },
    });
    expect(second.statusCode).toBe(201);
    expect((await call(t, apiRoutes.profile, { token })).json()).toEqual(consentRequired);
    const stale = await call(t, apiRoutes.agreeToPrivacyNotice, { token, body: { version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: apiMessages.noticeChanged });
    expect((await call(t, apiRoutes.privacyNotice, { token })).json()).toMatchObject({
      version: 2,
      agreed_version: 1,
      consent_required: true,
    });
    expect((await call(t, apiRoutes.agreeToPrivacyNotice, { token, body: { version: 2 } })).statusCode).toBe(200);
    expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(200);
  });

  it('signing out needs no agreement, and a new session is asked again', async () => {
    const member = await createMember(t.db);
    const token = await t.login(member.phone);
    expect((await call(t, apiRoutes.signOut, { token })).statusCode).toBe(200);
    const again = await t.login(member.phone);
    expect((await call(t, apiRoutes.profile, { token: again })).json()).toEqual(consentRequired);
  });

  it('refuses a notice too short to say what the law asks, in Thai, and publishes nothing', async () => {
    await call(t, apiRoutes.agreeToPrivacyNotice, { token: adminToken, body: { version: 2 } });
    const before = (await call(t, apiRoutes.adminPrivacy, { token: adminToken })).json().notices.length;
    const refused = await call(t, apiRoutes.adminPublishNotice, { token: adminToken, body: { body: 'สั้นไป' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ body: [apiMessages.noticeTooShort(50)] });
    expect((await call(t, apiRoutes.adminPrivacy, { token: adminToken })).json().notices).toHaveLength(before);
  });
});

describe("the visitors' privacy notice is a version kind of its own (issue 34)", () => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await createAdmin(t.db);
    adminId = admin.id;
    adminToken = await t.login(admin.phone);
  });
  afterAll(() => t.close());

  it('is published by an Admin as versions 1, 2… of its own, audited, and asks nothing of members', async () => {
    const empty = (await call(t, apiRoutes.adminPrivacy, { token: adminToken })).json();
    expect(empty.guest_notices).toEqual([]);
    expect(empty.guest_notice_template).toBe(GUEST_NOTICE_TEMPLATE);

    const first = await call(t, apiRoutes.adminPublishGuestNotice, {
      token: adminToken,
      body: { body: GUEST_NOTICE_TEMPLATE },
    });
    expect(first.statusCode).toBe(201);
    const second = await call(t, apiRoutes.adminPublishGuestNotice, {
      token: adminToken,
      body: { body: `${GUEST_NOTICE_TEMPLATE}\nฉบับปรับปรุง` },
    });
    const view = second.json();
    expect(view.guest_notices.map((notice: { version: number }) => notice.version)).toEqual([2, 1]);
    expect(view.guest_notices[0]).toMatchObject({ body: `${GUEST_NOTICE_TEMPLATE}\nฉบับปรับปรุง`.trim() });
    expect(view.guest_notices[0].published_by).not.toBeNull();
    // The members' notice is another kind: none was published, so members are asked nothing.
    expect(view.notices).toEqual([]);
    const member = await createMember(t.db);
    const token = await t.login(member.phone);
    expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(200);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.guest_notice_publish'));
    expect(entries.map((entry) => [entry.actorId, entry.subjectId])).toEqual([
      [adminId, '1'],
      [adminId, '2'],
    ]);
  });

  it("refuses a visitors' notice too short, in Thai, and publishes nothing", async () => {
    const before = (await call(t, apiRoutes.adminPrivacy, { token: adminToken })).json().guest_notices.length;
    const refused = await call(t, apiRoutes.adminPublishGuestNotice, { token: adminToken, body: { body: 'สั้นไป' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ body: [apiMessages.noticeTooShort(50)] });
    expect((await call(t, apiRoutes.adminPrivacy, { token: adminToken })).json().guest_notices).toHaveLength(before);
  });
});
