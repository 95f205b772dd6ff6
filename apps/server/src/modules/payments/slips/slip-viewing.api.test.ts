import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createMember, createSlip, createStaff } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditLog } from '../../../db/schema/index.ts';

interface SlipLinks {
  id: number;
  image: string;
  thumbnail: string;
}

describe('who looked at a slip image', () => {
  const clock = new Date('2026-11-20T05:00:00Z');
  let t: TestApp;
  let staffId: number;
  let staffToken: string;
  let memberId: number;
  let memberToken: string;
  let slipId: number;
  const fullImage = Buffer.from('the full slip image');
  const thumbnail = Buffer.from('the slip thumbnail');

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
    const staff = await createStaff(t.db);
    const member = await createMember(t.db);
    staffId = staff.id;
    memberId = member.id;
    const slip = await createSlip(t.db, { memberId });
    slipId = slip.id;
    await t.blobs.put(slip.imageKey, fullImage);
    await t.blobs.put(slip.thumbnailKey, thumbnail);
    staffToken = await t.login(staff.phone);
    memberToken = await t.login(member.phone);
  });
  afterAll(() => t.close());

  const views = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.slip_image_view'));
  // Opens a link just as the server handed it out, signature and all: a URL, not a route to fill.
  const open = (url: string, remoteAddress = '198.51.100.23') => t.app.inject({ method: 'GET', url, remoteAddress });
  async function staffLinks(): Promise<SlipLinks> {
    const response = await call(t, apiRoutes.paymentDetailList, { params: { memberId }, token: staffToken });
    expect(response.statusCode).toBe(200);
    return response.json<SlipLinks[]>().find((slip) => slip.id === slipId) as SlipLinks;
  }
  async function ownLinks(): Promise<SlipLinks> {
    const response = await call(t, apiRoutes.paymentHistory, { token: memberToken });
    expect(response.statusCode).toBe(200);
    return response.json<SlipLinks[]>().find((slip) => slip.id === slipId) as SlipLinks;
  }
  const viewerOf = (url: string) => new URL(url, 'http://chapter.test').searchParams.get('viewer');

  it("gives staff image links made out to them, and the member's own links to nobody", async () => {
    const staff = await staffLinks();
    expect(viewerOf(staff.image)).toBe(String(staffId));
    expect(viewerOf(staff.thumbnail)).toBe(String(staffId));
    const own = await ownLinks();
    expect(viewerOf(own.image)).toBeNull();
    expect(viewerOf(own.thumbnail)).toBeNull();
  });

  it('records staff opening the full image of a member’s slip, as them and from their address', async () => {
    const response = await open((await staffLinks()).image);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(fullImage);
    const entries = await views();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: staffId,
      subjectType: 'payment_slip',
      subjectId: String(slipId),
      details: { member_id: memberId },
      ip: '198.51.100.23',
    });
  });

  it('records each opening of the full image again', async () => {
    const response = await open((await staffLinks()).image, '198.51.100.24');
    expect(response.statusCode).toBe(200);
    expect((await views()).map((entry) => entry.ip)).toEqual(['198.51.100.23', '198.51.100.24']);
  });

  it('does not record staff seeing the thumbnail in a list', async () => {
    const before = (await views()).length;
    const response = await open((await staffLinks()).thumbnail);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(thumbnail);
    expect(await views()).toHaveLength(before);
  });

  it('does not record the member opening their own slip', async () => {
    const before = (await views()).length;
    const links = await ownLinks();
    for (const url of [links.image, links.thumbnail]) expect((await open(url)).statusCode).toBe(200);
    expect(await views()).toHaveLength(before);
  });

  it('refuses a staff link whose viewer was changed or dropped, and records nothing', async () => {
    const before = (await views()).length;
    const link = (await staffLinks()).image;
    const otherViewer = link.replace(`viewer=${staffId}`, `viewer=${memberId}`);
    const noViewer = link.replace(`&viewer=${staffId}`, '');
    expect(otherViewer).not.toBe(link);
    expect(noViewer).not.toBe(link);
    for (const url of [otherViewer, noViewer]) {
      const response = await open(url);
      expect(response.statusCode).toBe(403);
    }
    expect(await views()).toHaveLength(before);
  });
});
