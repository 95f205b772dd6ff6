import type { TGuestsExportFormat, TStaffVisitor, TStaffVisitorValues } from '@chapter/contract/meeting-guests';
import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import { visitLink } from '@chapter/contract/visitors';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import type { ExportFile } from '../payments/confirmations/export.ts';
import { isThirdVisit } from '../payments/validation/third-visit.ts';
import { guestsExportFile } from './guests-export.ts';
import { toVisitMeeting } from './meeting.ts';
import type { VisitorsRepository } from './repository.ts';
import type { StaffVisitorsRepository } from './staff-repository.ts';

/**
 * What staff do for a meeting's guests (issue 34): register a visitor who phoned, and export the
 * meeting's visitors and substitutes for the visitor hosts' follow-up.
 */
export class StaffVisitorsService {
  constructor(
    private readonly db: Db,
    private readonly visitors: VisitorsRepository,
    private readonly repository: StaffVisitorsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The visitor, registered as their link would (same refusals; they owe the visitor fee), with
   * staff as their host. Staff read the visitors' notice to them on the phone, so the one in force
   * is recorded as agreed now. Their link is an invitation already taken by them: it shows their
   * registration and lets them pay, and is answered this once (only its hash is kept).
   */
  async register(
    staffId: number,
    eventId: number,
    input: TStaffVisitorValues,
    address: string,
  ): Promise<TStaffVisitor> {
    const now = this.now();
    const token = generateToken();
    const { event, guestId, invitation } = await this.db.transaction(async (tx) => {
      const event = await this.visitors.findEvent(tx, eventId);
      if (!event) throw ApiError.notFound(apiMessages.eventNotFound);
      if (event.seriesId === null || event.visitorFeeSatang === null) {
        throw ApiError.nonField(apiMessages.visitorsOnlyForMeetings);
      }
      if (event.cancelledAt !== null) throw ApiError.nonField(apiMessages.staffVisitorMeetingCancelled);
      if (event.startsAt <= now) throw ApiError.nonField(apiMessages.staffVisitorMeetingStarted);
      const notice = await this.visitors.currentNotice(tx);
      if (!notice) throw ApiError.nonField(apiMessages.staffVisitorNoNotice);
      const { guestId, invitation } = await this.repository.register(tx, {
        eventId,
        staffId,
        firstName: input.first_name,
        lastName: input.last_name,
        company: input.company,
        businessCategory: input.business_category,
        phone: input.phone,
        noticeVersion: notice.version,
        at: now,
        priceSatang: event.visitorFeeSatang,
        tokenHash: hashToken(token),
        expiresAt: event.endsAt,
      });
      await writeAudit(tx, {
        actorId: staffId,
        action: 'visitor.register_by_staff',
        subjectType: 'guest',
        subjectId: guestId,
        details: { invitation: invitation.id, event: event.id, noticeVersion: notice.version },
        ip: address,
      });
      return { event, guestId, invitation };
    });
    const host = await this.visitors.hostName(staffId);
    return {
      id: invitation.id,
      guest: guestId,
      visitor_name: fullName(input.first_name, input.last_name),
      // The page's path: the browser puts its own address in front, as for members' invitations.
      url: visitLink('', token),
      expires_at: invitation.expiresAt.toISOString(),
      meeting: toVisitMeeting(event),
      host_name: host ? fullName(host.firstName, host.lastName) : '',
    };
  }

  /** The meeting's guests as a CSV or XLSX file; audited, as it carries their names and phones. */
  async exportGuests(
    eventId: number,
    format: TGuestsExportFormat,
    actorId: number,
    address: string,
  ): Promise<ExportFile> {
    const event = await this.repository.findEvent(eventId);
    if (!event) throw ApiError.notFound(apiMessages.eventNotFound);
    const rows = await this.repository.guestsOf(eventId);
    const file = await guestsExportFile(
      event,
      rows.map((row) => ({
        kind: row.kind,
        firstName: row.firstName,
        lastName: row.lastName,
        company: row.company,
        businessCategory: row.businessCategory,
        phone: row.phone,
        hostName: fullName(row.hostFirstName, row.hostLastName),
        paid: row.paidAt !== null,
        thirdVisit: isThirdVisit(row.earlierVisits),
      })),
      format,
    );
    await writeAudit(this.db, {
      actorId,
      action: 'meeting.guests_export',
      subjectType: 'event',
      subjectId: eventId,
      details: { format, count: rows.length },
      ip: address,
    });
    return file;
  }
}
