import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import { type TCreatedVisitInvitation, type TMyVisitor, visitLink } from '@chapter/contract/visitors';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { toVisitMeeting } from './meeting.ts';
import type { VisitorsRepository } from './repository.ts';
import { visitStatus } from './visit-status.ts';

/** Unused invitations a member may hold per meeting: enough for a crowd, not a flood. */
export const MAX_UNUSED_INVITATIONS = 20;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A member's personal invitations of visitors to a weekly meeting (ADR 55): a random link (256
 * bits; only its SHA-256 is kept) for one visitor, expiring when the meeting ends.
 */
export class VisitorInvitationsService {
  constructor(
    private readonly db: Db,
    private readonly repository: VisitorsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async invite(memberId: number, eventId: number, address: string): Promise<TCreatedVisitInvitation> {
    const now = this.now();
    const token = generateToken();
    const { invitation, event } = await this.db.transaction(async (tx) => {
      const event = await this.repository.findEvent(tx, eventId);
      if (!event) throw ApiError.notFound(apiMessages.eventNotFound);
      if (event.seriesId === null || event.visitorFeeSatang === null) {
        throw ApiError.nonField(apiMessages.visitorsOnlyForMeetings);
      }
      if (event.cancelledAt !== null) throw ApiError.nonField(apiMessages.invitationMeetingCancelled);
      if (event.startsAt <= now) throw ApiError.nonField(apiMessages.invitationMeetingStarted);
      if ((await this.repository.countUnused(tx, memberId, eventId)) >= MAX_UNUSED_INVITATIONS) {
        throw ApiError.nonField(apiMessages.invitationsUnusedLimit(MAX_UNUSED_INVITATIONS));
      }
      const invitation = await this.repository.insertInvitation(tx, {
        eventId,
        hostMemberId: memberId,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: event.endsAt,
      });
      await writeAudit(tx, {
        actorId: memberId,
        action: 'visitor.invite',
        subjectType: 'event',
        subjectId: eventId,
        details: { invitation: invitation.id },
        ip: address,
      });
      return { invitation, event };
    });
    const host = await this.repository.hostName(memberId);
    return {
      id: invitation.id,
      // The page's path: the browser puts its own address in front, as the app may sit behind any host.
      url: visitLink('', token),
      expires_at: invitation.expiresAt.toISOString(),
      meeting: toVisitMeeting(event),
      host_name: host ? fullName(host.firstName, host.lastName) : '',
    };
  }

  /** The member's visitors of meetings from a week ago on, newest invitation first. */
  async mine(memberId: number): Promise<TMyVisitor[]> {
    const invitations = await this.repository.invitationsOf(memberId, new Date(this.now().getTime() - WEEK_MS));
    const states = await this.repository.visitorStates(
      invitations.flatMap((row) => (row.guestId === null ? [] : [row.guestId])),
    );
    return invitations.map((row) => {
      const state = row.guestId === null ? null : (states.get(row.guestId) ?? null);
      return {
        invitation: row.id,
        meeting: toVisitMeeting(row.event),
        created: row.createdAt.toISOString(),
        visitor_name: state ? fullName(state.guest.firstName, state.guest.lastName) : null,
        company: state?.guest.company ?? null,
        status: visitStatus(state),
      };
    });
  }
}
