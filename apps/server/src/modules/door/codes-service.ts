import { randomInt } from 'node:crypto';
import {
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_LENGTH,
  CHECK_IN_CODE_SECONDS,
  type TCheckInCode,
} from '@chapter/contract/door';
import { apiMessages } from '@chapter/contract/messages';
import { ApiError } from '../../lib/api-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { type DoorMeeting, openMeeting } from './meeting-rules.ts';
import type { DoorPerson, DoorRepository } from './repository.ts';

/** Resolves a visitor's or substitute's link to their guest row (the visitors module's, ADR 55). */
export type GuestOfLink = (token: string, address: string) => Promise<{ guestId: number; eventId: number }>;

/** Ten characters of Crockford's base32, each from the operating system's random source: 50 bits. */
export function newCheckInCode(): string {
  return Array.from({ length: CHECK_IN_CODE_LENGTH }, () => CHECK_IN_CODE_ALPHABET[randomInt(32)]).join('');
}

/**
 * Check-in codes (ADR 56): a person asks, the phone draws the QR. Only the code's hash is kept, and
 * a new one replaces the person's unused ones for the meeting, so an old screenshot is worth nothing.
 */
export class CheckInCodesService {
  constructor(
    private readonly repository: DoorRepository,
    private readonly guestOfLink: GuestOfLink,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async forMember(memberId: number, eventId: number): Promise<TCheckInCode> {
    const meeting = await this.codeMeeting(eventId);
    return this.issue(meeting, { memberId });
  }

  async forGuest(token: string, address: string): Promise<TCheckInCode> {
    const { guestId, eventId } = await this.guestOfLink(token, address);
    const meeting = await this.codeMeeting(eventId);
    return this.issue(meeting, { guestId });
  }

  /** A meeting a code may be asked for: a weekly one, neither cancelled, ended nor closed. */
  private async codeMeeting(eventId: number): Promise<DoorMeeting> {
    const meeting = await openMeeting(this.repository, undefined, eventId);
    if (meeting.endsAt <= this.now()) throw ApiError.detail(409, apiMessages.doorMeetingEnded);
    return meeting;
  }

  private async issue(meeting: DoorMeeting, person: DoorPerson): Promise<TCheckInCode> {
    const at = this.now();
    const code = newCheckInCode();
    const expiresAt = new Date(at.getTime() + CHECK_IN_CODE_SECONDS * 1000);
    const checkedIn = await this.repository.liveCheckIn(meeting.id, person);
    if (!checkedIn) {
      await this.repository.replaceCode({ eventId: meeting.id, person, codeHash: hashToken(code), at, expiresAt });
    }
    return {
      // Someone already checked in has nothing to show: no code is made for them.
      code: checkedIn ? '' : code,
      expires: expiresAt.toISOString(),
      meeting: { id: meeting.id, name: meeting.name, starts: meeting.startsAt.toISOString() },
      checked_in: checkedIn !== null,
    };
  }
}
