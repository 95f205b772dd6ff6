/*
 * A weekly meeting's forms as LINE opens them (issue 37): the chat's reply to "ส่งตัวแทน" or "ลา"
 * carries https://liff.line.me/<LIFF_ID_EVENT>/meetings/<id>/substitute (or /leave). LINE opens
 * the event mini-app's endpoint with the rest in `liff.state`, and `liff.init` moves the page to
 * /liff/event/meetings/<id>/<form>; once the member is signed in, the landing goes on to the
 * screen holding that form, which opens it for that meeting. The landing and the two screens are
 * different features, so the addresses they agree on live here.
 */

export type MeetingForm = 'substitute' | 'leave';

/** The mini-app path after `liff.init`: /liff/event/meetings/<id>/<form>. */
export const MEETING_FORM_PATH = '/liff/event/meetings/:meetingId/:form';
const MEETING_FORM = /^\/liff\/event\/meetings\/(\d{1,9})\/(substitute|leave)\/?$/;

/** On the events screen: the meeting whose substitute form opens. */
export const SUBSTITUTE_PARAM = 'substitute_for';
/** On the profile: the meeting whose day the leave form is filled with. */
export const LEAVE_PARAM = 'leave_for';

/** The meeting and form a landing path names, or null for any other path. */
export function meetingFormOf(pathname: string): { meetingId: number; form: MeetingForm } | null {
  const match = MEETING_FORM.exec(pathname);
  if (!match) return null;
  return { meetingId: Number(match[1]), form: match[2] as MeetingForm };
}

/** Where the landing sends a signed-in member: the named form's screen, or the mini-app's own. */
export function landingTarget(app: string, pathname: string): string {
  const named = meetingFormOf(pathname);
  if (named?.form === 'substitute') return `/liff-app/event?${SUBSTITUTE_PARAM}=${named.meetingId}`;
  if (named?.form === 'leave') return `/liff-app/profile?${LEAVE_PARAM}=${named.meetingId}`;
  return `/liff-app/${app}`;
}

/** The meeting id a screen's search names under `param`, or null. */
export function meetingParam(search: string, param: string): number | null {
  const value = new URLSearchParams(search).get(param);
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
}
