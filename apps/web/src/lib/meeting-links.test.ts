import { describe, expect, it } from 'vitest';
import { landingTarget, meetingFormOf, meetingParam } from './meeting-links.ts';

describe("a meeting's form opened from the chat (issue 37)", () => {
  it('the path LIFF moves to names the meeting and its form', () => {
    expect(meetingFormOf('/liff/event/meetings/70/substitute')).toEqual({ meetingId: 70, form: 'substitute' });
    expect(meetingFormOf('/liff/event/meetings/70/leave/')).toEqual({ meetingId: 70, form: 'leave' });
    expect(meetingFormOf('/liff/event/meetings/70/other')).toBeNull();
    expect(meetingFormOf('/liff/event/meetings/x/leave')).toBeNull();
    expect(meetingFormOf('/liff/event')).toBeNull();
  });

  it('a substitute lands on the events screen, a leave on the profile, anything else on the mini-app itself', () => {
    expect(landingTarget('event', '/liff/event/meetings/70/substitute')).toBe('/liff-app/event?substitute_for=70');
    expect(landingTarget('event', '/liff/event/meetings/70/leave')).toBe('/liff-app/profile?leave_for=70');
    expect(landingTarget('event', '/liff/event/meetings/70/other')).toBe('/liff-app/event');
    expect(landingTarget('payment', '/liff/payment')).toBe('/liff-app/payment');
  });

  it('a screen reads only a whole meeting id from its address', () => {
    expect(meetingParam('?substitute_for=70', 'substitute_for')).toBe(70);
    expect(meetingParam('?substitute_for=7x', 'substitute_for')).toBeNull();
    expect(meetingParam('?leave_for=70', 'substitute_for')).toBeNull();
  });
});
