import type { TCheckIn, TCheckInResult, TCheckInValues } from '@chapter/contract/door';
import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { bangkokDateTimeText } from '../../lib/bangkok-time.ts';
import { hashToken } from '../../lib/tokens.ts';
import { type DoorMeeting, onTimeUntil, openMeeting } from './meeting-rules.ts';
import type { DoorPerson, DoorRepository } from './repository.ts';

type Kind = TCheckInResult['kind'];

/** A check-in row as the door answers it. */
export function toCheckIn(row: {
  id: number;
  checkedInAt: Date;
  late: boolean;
  how: TCheckIn['how'];
  byFirstName: string;
  byLastName: string;
}): TCheckIn {
  return {
    id: row.id,
    at: row.checkedInAt.toISOString(),
    late: row.late,
    how: row.how,
    by_name: fullName(row.byFirstName, row.byLastName),
  };
}

/**
 * Checking people in at the door (ADR 56): by a code the person shows, or by a tap on their name.
 * A code is used and the check-in written in one transaction, and one live check-in per person is
 * the database's unique index: whoever races, a person is in once and a code counts once.
 */
export class CheckInService {
  constructor(
    private readonly db: Db,
    private readonly repository: DoorRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async checkIn(hostId: number, eventId: number, body: TCheckInValues, address: string): Promise<TCheckInResult> {
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const meeting = await openMeeting(this.repository, tx, eventId);
      const person: DoorPerson =
        body.code !== undefined
          ? await this.personOfCode(tx, meeting, body.code, at)
          : body.member !== undefined
            ? { memberId: body.member }
            : { guestId: body.guest as number };
      const { name, kind } = await this.who(tx, meeting.id, person);
      const checkIn = await this.write(tx, meeting, person, { hostId, at, how: body.code ? 'code' : 'tap' });
      if (!checkIn) {
        const live = await this.repository.liveCheckIn(meeting.id, person, tx);
        // The transaction rolls back: a code shown to a host who finds them already in stays unused.
        throw ApiError.detail(409, apiMessages.alreadyCheckedIn(name, live ? timeOf(live.checkedInAt) : ''));
      }
      await writeAudit(tx, {
        actorId: hostId,
        action: 'door.check_in',
        subjectType: kind === 'member' ? 'member' : 'guest',
        subjectId: person.memberId ?? person.guestId,
        details: { event: meeting.id, checkIn: checkIn.id, how: checkIn.how, late: checkIn.late },
        ip: address,
      });
      return {
        detail: checkIn.late ? apiMessages.checkedInLate(name) : apiMessages.checkedIn(name),
        name,
        kind,
        check_in: checkIn,
      };
    });
  }

  /** Writes a check-in unless the person is already in; null then. Late past the on-time mark. */
  async write(
    tx: DbOrTx,
    meeting: DoorMeeting,
    person: DoorPerson,
    { hostId, at, how }: { hostId: number; at: Date; how: TCheckIn['how'] },
  ): Promise<TCheckIn | null> {
    const late = at > onTimeUntil(meeting);
    const id = await this.repository.insertCheckIn(tx, {
      eventId: meeting.id,
      memberId: person.memberId ?? null,
      guestId: person.guestId ?? null,
      checkedInAt: at,
      checkedInBy: hostId,
      how,
      late,
    });
    if (id === null) return null;
    const row = await this.repository.checkInById(tx, id);
    if (!row) throw new Error('check-in insert not found');
    return toCheckIn(row);
  }

  async undo(hostId: number, eventId: number, checkInId: number, address: string): Promise<{ detail: string }> {
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const meeting = await openMeeting(this.repository, tx, eventId);
      const undone = await this.repository.undoCheckIn(tx, meeting.id, checkInId, hostId, at);
      if (!undone) {
        if (await this.repository.checkInExists(tx, meeting.id, checkInId)) {
          throw ApiError.detail(409, apiMessages.checkInAlreadyUndone);
        }
        throw ApiError.notFound(apiMessages.checkInNotFound);
      }
      await writeAudit(tx, {
        actorId: hostId,
        action: 'door.check_in_undo',
        subjectType: undone.memberId !== null ? 'member' : 'guest',
        subjectId: undone.memberId ?? undone.guestId ?? undefined,
        details: { event: meeting.id, checkIn: checkInId },
        ip: address,
      });
      return { detail: apiMessages.checkInUndone };
    });
  }

  /** The person a code names, using it up; refused with why when it cannot be used here and now. */
  private async personOfCode(tx: DbOrTx, meeting: DoorMeeting, code: string, at: Date): Promise<DoorPerson> {
    const hash = hashToken(code);
    const known = await this.repository.codeByHash(tx, hash);
    if (!known) throw ApiError.nonField(apiMessages.checkInCodeUnknown);
    if (known.eventId !== meeting.id) {
      const other = `${known.eventName} ${bangkokDateTimeText(known.startsAt, true)}`;
      throw ApiError.nonField(apiMessages.checkInCodeOtherMeeting(other));
    }
    const used = await this.repository.consumeCode(tx, hash, at);
    if (!used) {
      throw ApiError.nonField(known.usedAt !== null ? apiMessages.checkInCodeUsed : apiMessages.checkInCodeExpired);
    }
    return used.memberId !== null ? { memberId: used.memberId } : { guestId: used.guestId as number };
  }

  /** The person's name and kind: an active member, or a guest of this meeting who still comes. */
  private async who(tx: DbOrTx, eventId: number, person: DoorPerson): Promise<{ name: string; kind: Kind }> {
    if (person.memberId !== undefined) {
      const member = await this.repository.activeMember(tx, person.memberId);
      if (!member) throw ApiError.notFound(apiMessages.doorMemberNotFound);
      return { name: fullName(member.firstName, member.lastName), kind: 'member' };
    }
    const guest = await this.repository.guest(tx, eventId, person.guestId as number);
    if (!guest || guest.erasedAt !== null) throw ApiError.notFound(apiMessages.doorGuestNotFound);
    if (guest.cancelledAt !== null) throw ApiError.detail(409, apiMessages.doorGuestCancelled);
    return { name: fullName(guest.firstName, guest.lastName), kind: guest.kind };
  }
}

const timeOf = (at: Date) => bangkokDateTimeText(at).slice(11);
