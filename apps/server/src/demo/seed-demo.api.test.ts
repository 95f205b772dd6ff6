import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoutes } from '@chapter/contract/routes';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { FsBlobStore } from '../blobs/fs-blob-store.ts';
import { events, guests, meetingSeries, members, paymentSlips, registrations } from '../db/schema/index.ts';
import { SlipQrReader } from '../modules/payments/slip-qr/slip-qr-reader.ts';
import { DEMO_BLOCKED } from './line-follows.ts';
import { DEMO_DOOR_HOST, DEMO_NOT_YET_AGREED, seedDemoIfEmpty } from './seed-demo.ts';

describe('the demo chapter', () => {
  const now = new Date('2026-11-22T05:00:00Z');
  const blobs = new FsBlobStore(mkdtempSync(path.join(tmpdir(), 'chapter-blobs-')));
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    expect(await seedDemoIfEmpty(t.db, blobs, now)).toBe(true);
  });
  afterAll(() => t.close());

  const profileOf = async (phone: string) => {
    const token = await t.login(phone);
    return (await call(t, apiRoutes.profile, { token })).json();
  };

  it('has about thirty members, and the staff demo account holds the Secretary/Treasurer and Admin roles', async () => {
    const [row] = await t.db.select({ n: count() }).from(members);
    expect(row?.n).toBeGreaterThanOrEqual(28);
    const response = await call(t, apiRoutes.login, { body: { username: '0811111111' } });
    expect(response.json().member.roles).toEqual([{ name: 'Admin' }, { name: 'Secretary/Treasurer' }]);
  });

  it('has a Visitor Host who opens the next meeting’s door list, its members and guests ready', async () => {
    const host = await call(t, apiRoutes.login, { body: { username: DEMO_DOOR_HOST } });
    expect(host.json().member.roles).toEqual([{ name: 'Visitor Host' }]);
    const token = await t.login(DEMO_DOOR_HOST);
    // The demo's next meeting, after the day it was seeded: the one its visitors come to.
    const [guest] = await t.db.select({ eventId: guests.eventId }).from(guests).limit(1);
    const list = (await call(t, apiRoutes.doorList, { token, params: { id: guest?.eventId as number } })).json();
    const kinds = new Set(list.people.map((person: { kind: string }) => person.kind));
    expect(kinds).toEqual(new Set(['member', 'visitor', 'substitute']));
  });

  it('has events in last, this and next month, one of them inside its early-bird window', async () => {
    const all = await t.db.select().from(events);
    const bangkokMonth = (date: Date) => new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 7);
    const months = new Set(all.map((event) => bangkokMonth(event.startsAt)));
    expect(months).toEqual(new Set(['2026-10', '2026-11', '2026-12']));
    const earlyBird = all.filter(
      (event) =>
        event.earlyBirdEndsAt !== null && event.earlyBirdEndsAt > now && event.startsAt > event.earlyBirdEndsAt,
    );
    expect(earlyBird).toHaveLength(1);
    expect(earlyBird[0]?.earlyBirdPriceSatang).toBeLessThan(earlyBird[0]?.priceSatang ?? 0);
  });

  it("has a weekly meeting series: last week's meeting past, the coming ones ahead, and a substitute sent to the next", async () => {
    const [series] = await t.db.select().from(meetingSeries);
    expect(series).toMatchObject({ weekday: 4, startMinute: 390, visitorFeeSatang: 65_000, weeksAhead: 8 });
    const meetings = await t.db
      .select()
      .from(events)
      .where(eq(events.seriesId, series?.id as number));
    expect(
      meetings.some((meeting) => meeting.startsAt < now && meeting.startsAt > new Date(now.getTime() - 7 * 86_400_000)),
    ).toBe(true);
    const coming = meetings.filter((meeting) => meeting.startsAt > now);
    expect(coming.length).toBeGreaterThan(0);
    expect(coming.length).toBeLessThanOrEqual(8);
    const [substitute] = await t.db.select().from(guests).where(eq(guests.kind, 'substitute'));
    expect(substitute).toMatchObject({ kind: 'substitute', eventId: coming[0]?.id });
    const sender = await profileOf('0890000019');
    expect(sender.registrations).toContainEqual(
      expect.objectContaining({ substitute_name: 'ปิยะพงษ์ แทนใจ', price: 650 }),
    );
  });

  it('has two visitors invited to the next meeting: one slip waiting in the treasurer’s queue, one paying at the door', async () => {
    const host = await t.login('0890000018');
    const mine = (await call(t, apiRoutes.myVisitors, { token: host })).json();
    expect(mine.map((visitor: { status: string }) => visitor.status).sort()).toEqual(['pay_at_door', 'slip_waiting']);
    const staff = await t.login('0811111111');
    const queue = (await call(t, apiRoutes.unvalidatedGuests, { token: staff })).json();
    expect(queue).toEqual([
      expect.objectContaining({ full_name: 'วิภาวรรณ มาเยือน', sum_amount: 650, waiting_slips: 1, cannot_confirm: null }),
    ]);
  });

  it('gives 0822222222 an outstanding amount and 0833333333 none', async () => {
    const owing = await profileOf('0822222222');
    expect(owing.sum_amount).toBe(1250);
    expect(owing.registrations.some((r: { payment_datetime: string | null }) => r.payment_datetime !== null)).toBe(
      true,
    );
    const paidUp = await profileOf('0833333333');
    expect(paidUp.sum_amount).toBe(0);
    // Their accepted slip said 600 for a 450 meeting: 150 kept as credit.
    expect(paidUp.credit).toBe(150);
    expect(paidUp.registrations.length).toBeGreaterThan(0);
  });

  it('has paid and unpaid registrations and a few slips whose images exist', async () => {
    const all = await t.db.select().from(registrations);
    expect(all.some((r) => r.paidAt === null)).toBe(true);
    expect(all.some((r) => r.paidAt !== null && r.confirmedBy !== null)).toBe(true);
    // The participant list has both verified and unverified attendances to show.
    expect(all.some((r) => r.bniVerifiedAt !== null)).toBe(true);
    expect(all.some((r) => r.bniVerifiedAt === null)).toBe(true);
    const slips = await t.db.select().from(paymentSlips);
    expect(slips.length).toBeGreaterThanOrEqual(3);
    expect(slips.some((slip) => slip.validatedBy === null)).toBe(true);
    expect(slips.every((slip) => slip.amountSatang !== null && slip.amountSatang > 0)).toBe(true);
    for (const slip of slips) {
      const image = await blobs.get(slip.imageKey ?? '');
      expect(image).not.toBeNull();
      expect((await sharp(image as Buffer).metadata()).format).toBe('jpeg');
    }
  });

  it('has real-looking slips whose QR the server reads, one without a readable QR, and shows staff one sent again by another member (README)', async () => {
    const slips = await t.db.select().from(paymentSlips);
    const reader = new SlipQrReader();
    try {
      for (const slip of slips) {
        const read = await reader.read((await blobs.get(slip.imageKey ?? '')) as Buffer);
        expect(read).toEqual(
          slip.qrStatus === 'read'
            ? { status: 'read', sendingBank: slip.sendingBank, transRef: slip.transRef }
            : { status: 'none' },
        );
      }
    } finally {
      await reader.close();
    }
    expect(slips.filter((slip) => slip.qrStatus === 'none')).toHaveLength(1);

    // The walk-through: staff save สมชาย's waiting slip, and another member sends it as theirs. It is
    // kept, and staff see the clash on both slips (a reference alone is no proof of whose it is: ADR 48).
    const somchai = (await t.db.select().from(members).where(eq(members.phone, '0822222222')))[0];
    const saved = slips.find((slip) => slip.memberId === somchai?.id && slip.qrStatus === 'read');
    const image = (await blobs.get(saved?.imageKey ?? '')) as Buffer;
    const sent = await call(t, apiRoutes.createSlip, {
      token: await t.login('0833333333'),
      body: { image: `data:image/jpeg;base64,${image.toString('base64')}`, amount: 1250 },
    });
    expect(sent.statusCode).toBe(201);
    const staffSees = await call(t, apiRoutes.paymentDetailList, {
      params: { memberId: somchai?.id as number },
      token: await t.login('0811111111'),
    });
    const shown = (staffSees.json() as Array<{ id: number; reference_clashes: Array<{ slip: number }> }>).find(
      (slip) => slip.id === saved?.id,
    );
    expect(shown?.reference_clashes.map((clash) => clash.slip)).toEqual([sent.json().id]);
  });

  it('has a privacy notice every member agreed to but two, who meet it at their first login (README)', async () => {
    for (const phone of DEMO_NOT_YET_AGREED) {
      const token = await t.login(phone);
      const profile = await call(t, apiRoutes.profile, { token });
      expect(profile.statusCode, phone).toBe(403);
      const notice = await call(t, apiRoutes.privacyNotice, { token });
      expect(notice.json(), phone).toMatchObject({ version: 1, consent_required: true });
    }
    expect(await profileOf('0833333333')).toMatchObject({ first_name: 'สุดารัตน์' });
  });

  it('leaves a database that already has members alone', async () => {
    expect(await seedDemoIfEmpty(t.db, blobs, now)).toBe(false);
  });

  it('has one bound member who blocked the chapter’s LINE: the LINE accounts tab and the send preview show it', async () => {
    const token = await t.login('0811111111');
    const listed = (await call(t, apiRoutes.lineAccountMembers, { token })).data();
    const blocked = listed.filter((row) => row.line_blocked);
    expect(blocked.map((row) => row.phone)).toEqual([DEMO_BLOCKED]);
    const [member] = blocked;
    const preview = await call(t, apiRoutes.previewMessage, {
      token,
      body: { members: [member?.id ?? 0], member: member?.id ?? 0, message: 'สวัสดี' },
    });
    expect(preview.json()).toMatchObject({ recipients: 0, skipped: { blocked: 1 }, status: 'blocked' });
  });
});
