import { routePaths } from '@chapter/contract/route-paths';
import { demoLogin } from './demo-server.ts';

/** The demo's Visitor Host (README's demo accounts): the door of the next meeting. */
const DEMO_DOOR_PHONE = '0890000025';
/** The demo's Secretary/Treasurer and Admin: the participant list with the meetings' cash-up. */
const DEMO_STAFF_PHONE = '0811111111';

type DemoLogin = Awaited<ReturnType<typeof demoLogin>>;

/** A page someone opens cold, and how the bench opens it. */
export interface EntryPage {
  /** What the tables and aims call it: no token in it, the card page's id aside (as before). */
  route: string;
  /** The path opened on the demo server. */
  path: string;
  /** Whose token the browser holds in local storage; null for nobody (a visitor, the login page). */
  login: DemoLogin | null;
}

/**
 * The entry pages of the issues: the login page, the desktop home, the mini-app landing and its
 * event screen, the business card, and the meeting day's pages (issues 34–37), each as the person
 * who opens it: a visitor's invitation (a fresh link: the stranger's first sight, the registration
 * form), the Visitor Host's door, the chat's substitute and leave forms for the next meeting, and
 * the staff's participant list with its cash-up.
 */
export async function entryPages(url: string): Promise<EntryPage[]> {
  const [member, host, staff] = await Promise.all([
    demoLogin(url),
    demoLogin(url, DEMO_DOOR_PHONE),
    demoLogin(url, DEMO_STAFF_PHONE),
  ]);
  const meeting = await nextMeeting(url, member.token);
  return [
    { route: '/login', path: '/login', login: null },
    { route: '/', path: '/', login: member },
    { route: '/liff/event', path: '/liff/event', login: null },
    { route: '/liff-app/event', path: '/liff-app/event', login: member },
    ...(member.cardId ? [{ route: `/nc/${member.cardId}`, path: `/nc/${member.cardId}`, login: null }] : []),
    { route: VISIT_ROUTE, path: await visitLink(url, member.token, meeting), login: null },
    { route: '/liff-app/door', path: '/liff-app/door', login: host },
    { route: SUBSTITUTE_ROUTE, path: `/liff-app/event?substitute_for=${meeting}`, login: member },
    { route: LEAVE_ROUTE, path: `/liff-app/profile?leave_for=${meeting}`, login: member },
    { route: '/liff-app/participants', path: '/liff-app/participants', login: staff },
  ];
}

/** The visitor's invitation page, by the name the tables give it (its token is the visitor's key). */
export const VISIT_ROUTE = '/visit';
export const SUBSTITUTE_ROUTE = '/liff-app/event?substitute_for';
export const LEAVE_ROUTE = '/liff-app/profile?leave_for';

/** The next weekly meeting: the first upcoming event that takes substitutes (ADR 53). */
async function nextMeeting(url: string, token: string): Promise<number> {
  const response = await fetch(`${url}${routePaths.availableEvents.path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const events = (await response.json()) as Array<{ id: number; substitute_fee: number | null; is_cancelled: boolean }>;
  const meeting = events.find((event) => event.substitute_fee !== null && !event.is_cancelled);
  if (!meeting) throw new Error('the demo has no upcoming weekly meeting');
  return meeting.id;
}

/** A new invitation for one visitor to that meeting, made by the member as the events screen makes it. */
export async function visitLink(url: string, token: string, meeting: number): Promise<string> {
  const response = await fetch(`${url}${routePaths.createVisitInvitation.path.replace(':id', String(meeting))}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 201) throw new Error(`visitor invitation: ${response.status}`);
  // The server answers a path (/visit?visit=…), ADR 55.
  return ((await response.json()) as { url: string }).url;
}
