import { apiMessages } from '@chapter/contract/messages';
import { ROLE_ADMIN, ROLE_SECRETARY_TREASURER } from '@chapter/contract/roles';
import { apiRoutes } from '@chapter/contract/routes';
import type { messagingApi, webhook } from '@line/bot-sdk';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createAdmin, createMember, createStaff } from '../../../../test/factories.ts';
import { type LineTestApp, startLineTestApp } from '../../../../test/line-test-app.ts';
import { postWebhook } from '../../../../test/line-webhook.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { memberRoles, members, roles } from '../../../db/schema/index.ts';

/* The chapter's rich menus by role (issue 37), against fake-line's rich-menu endpoints. */

const LIFF = { profile: '1656000001-profile', event: '1656000001-event', payment: '1656000001-payment' };

describe('rich menus by role', () => {
  let t: LineTestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startLineTestApp({ config: { liffIds: LIFF } });
    await createAdmin(t.db, { phone: '0899999901' });
    admin = await t.login('0899999901');
  });
  afterAll(() => t.close());

  const rebuild = () => call(t, apiRoutes.rebuildRichMenus, { token: admin });
  const menuOf = async (audience: 'member' | 'staff' | 'visitor') => {
    const response = await rebuild();
    expect(response.statusCode, response.body).toBe(200);
    return response.json().menus.find((menu: { audience: string }) => menu.audience === audience)
      .rich_menu_id as string;
  };

  it('makes three menus with their images, the visitors’ as LINE’s default', async () => {
    const response = await rebuild();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.line_configured).toBe(true);
    expect(body.menus.map((menu: { audience: string; created: boolean }) => [menu.audience, menu.created])).toEqual([
      ['member', true],
      ['staff', true],
      ['visitor', true],
    ]);
    const menus = t.line.richMenus.menus;
    expect(menus.size).toBe(3);
    for (const { rich_menu_id: id } of body.menus) {
      const made = menus.get(id);
      const image = t.line.richMenus.imageOf(id);
      expect(image).not.toBeNull();
      const { width, height } = await sharp(image as Buffer).metadata();
      expect({ width, height }).toEqual(made?.menu.size);
    }
    const visitors = body.menus.find((menu: { audience: string }) => menu.audience === 'visitor').rich_menu_id;
    expect(t.line.richMenus.defaultId).toBe(visitors);
    const staff = menus.get(body.menus.find((menu: { audience: string }) => menu.audience === 'staff').rich_menu_id);
    expect(staff?.menu.areas.map((area) => (area.action as { uri?: string }).uri)).toEqual([
      `https://liff.line.me/${LIFF.event}`,
      `https://liff.line.me/${LIFF.payment}`,
      `https://liff.line.me/${LIFF.profile}`,
      `https://liff.line.me/${LIFF.profile}`,
      `https://liff.line.me/${LIFF.payment}/validation`,
      `https://liff.line.me/${LIFF.event}/participants`,
    ]);
  });

  it('makes nothing when a rebuild would make the same menus', async () => {
    await rebuild();
    const before = [...t.line.richMenus.menus.keys()];
    const response = await rebuild();
    expect(response.json().menus.every((menu: { created: boolean }) => !menu.created)).toBe(true);
    expect([...t.line.richMenus.menus.keys()]).toEqual(before);
  });

  it('gives a bound member the members’ menu and staff the staff’s, within a beat', async () => {
    const memberMenu = await menuOf('member');
    const staffMenu = await menuOf('staff');
    const member = t.lineAccount('สมาชิก');
    const treasurer = t.lineAccount('เหรัญญิก');
    await createMember(t.db, { lineUserId: member.userId });
    await createStaff(t.db, { lineUserId: treasurer.userId });
    const stranger = t.lineAccount('คนทั่วไป');

    await t.app.richMenus.sync();
    expect(t.line.richMenus.links.get(member.userId)).toBe(memberMenu);
    expect(t.line.richMenus.links.get(treasurer.userId)).toBe(staffMenu);
    expect(t.line.richMenus.shownTo(stranger.userId)).toBe(await menuOf('visitor'));

    // A second sync has nothing to change, so LINE is not called again.
    const calls = t.line.received.length;
    await t.app.richMenus.sync();
    expect(t.line.received.length).toBe(calls);
  });

  it('moves a member to the staff’s menu when they become Secretary/Treasurer, and not for Admin alone', async () => {
    const account = t.lineAccount('ได้เลื่อนตำแหน่ง');
    const member = await createMember(t.db, { lineUserId: account.userId });
    await t.app.richMenus.sync();
    expect(t.line.richMenus.links.get(account.userId)).toBe(await menuOf('member'));
    const give = async (name: string) => {
      const [role] = await t.db.select().from(roles).where(eq(roles.name, name));
      await t.db.insert(memberRoles).values({ memberId: member.id, roleId: role?.id as number });
      await t.app.messageJobs.tick();
    };

    // An Admin alone cannot open payment validation nor the participant list: the member's menu stays.
    await give(ROLE_ADMIN);
    expect(t.line.richMenus.links.get(account.userId)).toBe(await menuOf('member'));
    await give(ROLE_SECRETARY_TREASURER);
    expect(t.line.richMenus.links.get(account.userId)).toBe(await menuOf('staff'));
  });

  it('takes the menu back when the LINE account is unbound: the account sees the visitors’ menu', async () => {
    const account = t.lineAccount('เลิกผูก');
    const member = await createMember(t.db, { lineUserId: account.userId });
    await t.app.richMenus.sync();
    expect(t.line.richMenus.links.has(account.userId)).toBe(true);

    const removed = await call(t, apiRoutes.removeLineBinding, { params: { memberId: member.id }, token: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    await t.app.richMenus.sync();
    expect(t.line.richMenus.links.has(account.userId)).toBe(false);
    expect(t.line.richMenus.shownTo(account.userId)).toBe(await menuOf('visitor'));
  });

  it('takes the menu back from an erased member’s LINE account, which the erasure hands over', async () => {
    const account = t.lineAccount('ขอลบ');
    const member = await createMember(t.db, { lineUserId: account.userId });
    await t.app.richMenus.sync();
    expect(t.line.richMenus.links.has(account.userId)).toBe(true);

    const erased = await call(t, apiRoutes.adminEraseMember, {
      params: { id: member.id },
      token: admin,
      body: { confirm: true, money_acknowledged: true },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    // The erasure deletes the link row with everything kept by that LINE account, so the beat
    // could not find it: the erasure itself takes the menu back once it has committed (ADR 60).
    expect(t.line.richMenus.links.has(account.userId)).toBe(false);
    await t.app.richMenus.sync();
    expect(t.line.richMenus.links.has(account.userId)).toBe(false);
  });

  it('answers a visitor’s “visit the chapter” tap with how to be invited, by reply', async () => {
    const visitor = t.lineAccount('ผู้มาเยือน');
    const event = t.line.events.postback(visitor.userId, 'a=visit') as webhook.Event;
    expect((await postWebhook(t, { events: [event] })).statusCode).toBe(200);
    await t.app.lineChat.idle();
    const replies = t.line.repliesTo(visitor.userId).flatMap((reply) => reply.messages as messagingApi.TextMessage[]);
    expect(replies.map((message) => message.text)).toEqual([apiMessages.richMenuVisitReply('ชาปเตอร์ทดสอบ')]);
  });

  it('takes the menu back from a member made inactive', async () => {
    const account = t.lineAccount('พักสมาชิก');
    const member = await createMember(t.db, { lineUserId: account.userId });
    await t.app.richMenus.sync();
    expect(t.line.richMenus.links.has(account.userId)).toBe(true);
    await t.db.update(members).set({ active: false }).where(eq(members.id, member.id));
    await t.app.messageJobs.tick();
    expect(t.line.richMenus.links.has(account.userId)).toBe(false);
  });

  it('leaves the old menus in place when LINE refuses a new one, and says so', async () => {
    // A new LIFF id changes every definition, so each audience would be made anew.
    const other = await startLineTestApp({
      config: { liffIds: { ...LIFF, event: '1656000001-other' } },
      line: t.line,
      database: t.database,
    });
    try {
      const before = [...t.line.richMenus.menus.keys()];
      t.line.failNext({ method: 'POST', path: '/v2/bot/richmenu', status: 500 });
      const refused = await call(other, apiRoutes.rebuildRichMenus, { token: admin });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ detail: apiMessages.richMenusLineFailed });
      expect([...t.line.richMenus.menus.keys()]).toEqual(before);
    } finally {
      await other.app.close();
    }
  });
});

describe('rich menus without LINE', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    await createAdmin(t.db, { phone: '0899999902' });
    admin = await t.login('0899999902');
  });
  afterAll(() => t.close());

  it('makes nothing and says LINE is not connected', async () => {
    const response = await call(t, apiRoutes.rebuildRichMenus, { token: admin });
    expect(response.json()).toEqual({ line_configured: false, menus: [], linked: 0, unlinked: 0 });
    await expect(t.app.richMenus.sync()).resolves.toEqual({ linked: 0, unlinked: 0 });
  });

  it('is for Admins only', async () => {
    await createStaff(t.db, { phone: '0899999903' });
    const staff = await t.login('0899999903');
    expect((await call(t, apiRoutes.rebuildRichMenus, { token: staff })).statusCode).toBe(403);
    expect((await call(t, apiRoutes.rebuildRichMenus, {})).statusCode).toBe(401);
  });
});
