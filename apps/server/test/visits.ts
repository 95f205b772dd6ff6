import { apiRoutes } from '@chapter/contract/routes';
import { desc, eq } from 'drizzle-orm';
import { guestNotices, visitorInvitations } from '../src/db/schema/index.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { createMeeting } from './factories.ts';
import { bearer, type TestApp } from './test-app.ts';

let phones = 0;

/**
 * A visitor's link to a fresh coming meeting, invited by `hostToken`'s member; registered (with a
 * visitors' notice published first if there is none) unless `registered` is false.
 */
export async function visitLinkFor(t: TestApp, hostToken: string, { registered = true } = {}) {
  const meeting = await createMeeting(t.db, {
    startsAt: new Date(Date.now() + 10 * 24 * 3600_000),
    endsAt: new Date(Date.now() + 10 * 24 * 3600_000 + 2 * 3600_000),
  });
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/invitations/`,
    headers: bearer(hostToken),
  });
  if (invited.statusCode !== 201) throw new Error(`invitation not made: ${invited.body}`);
  const visit = new URL(invited.json().url, 'http://localhost').searchParams.get('visit') as string;
  let [notice] = await t.db
    .select({ version: guestNotices.version })
    .from(guestNotices)
    .orderBy(desc(guestNotices.version))
    .limit(1);
  notice ??= (await t.db.insert(guestNotices).values({ version: 1, body: 'ประกาศสำหรับผู้เยี่ยมชม' }).returning())[0];
  const noticeVersion = notice?.version as number;
  if (!registered) return { visit, guestId: null, noticeVersion };
  const response = await t.app.inject({
    method: 'POST',
    url: `${apiRoutes.visitRegister.path}?visit=${visit}`,
    payload: {
      notice_version: noticeVersion,
      first_name: 'วิภา',
      last_name: 'มาเยือน',
      company: 'บริษัท เยือน',
      business_category: 'ประกันภัย',
      phone: `0865${String(++phones).padStart(6, '0')}`,
    },
  });
  if (response.statusCode !== 201) throw new Error(`visitor not registered: ${response.body}`);
  const [invitation] = await t.db
    .select({ guestId: visitorInvitations.guestId })
    .from(visitorInvitations)
    .where(eq(visitorInvitations.tokenHash, hashToken(visit)));
  return { visit, guestId: invitation?.guestId as number, noticeVersion };
}
