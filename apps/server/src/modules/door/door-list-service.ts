import type { TDoorList, TDoorMeeting, TDoorPerson } from '@chapter/contract/door';
import { fullName } from '@chapter/contract/names';
import { satangToBaht } from '../../lib/money.ts';
import { toCheckIn } from './check-in-service.ts';
import type { DoorListRepository } from './door-list-repository.ts';
import { toDoorMeeting, weeklyMeeting } from './meeting-rules.ts';
import type { DoorRepository } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Seat = Awaited<ReturnType<DoorListRepository['liveSeats']>>[number];
type CheckInRow = Awaited<ReturnType<DoorRepository['liveCheckIns']>>[number];

const byThaiName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'th');

/**
 * What the door's host sees (issue 35): which meeting to open, and its list of people with their
 * seat and check-in. The list is a fixed handful of statements, assembled here, so a big meeting
 * costs no more queries than a small one.
 */
export class DoorListService {
  constructor(
    private readonly repository: DoorRepository,
    private readonly lists: DoorListRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Weekly meetings from yesterday to a week ahead; the one to open is the first not over and not cancelled. */
  async meetings(): Promise<{ meetings: TDoorMeeting[]; current: number | null }> {
    const now = this.now();
    const rows = await this.repository.meetingsBetween(
      new Date(now.getTime() - DAY_MS),
      new Date(now.getTime() + 7 * DAY_MS),
    );
    const current = rows.find((row) => row.endsAt > now && row.cancelledAt === null);
    return { meetings: rows.map(toDoorMeeting), current: current?.id ?? null };
  }

  async list(eventId: number): Promise<TDoorList> {
    const meeting = await weeklyMeeting(this.repository, undefined, eventId);
    const [members, away, seats, guests, checkIns, notice] = await Promise.all([
      this.lists.activeMembers(),
      this.lists.membersAway(meeting.id),
      this.lists.liveSeats(meeting.id),
      this.lists.guestsOf(meeting.id),
      this.repository.liveCheckIns(meeting.id),
      this.repository.visitorNotice(),
    ]);
    const checkInOf = (find: (row: CheckInRow) => boolean) => {
      const row = checkIns.find(find);
      return row ? toCheckIn(row) : null;
    };
    const substituteOf = new Map(
      guests.filter((guest) => guest.kind === 'substitute').map((guest) => [guest.hostMemberId, guest]),
    );
    const memberPeople: TDoorPerson[] = members.map((member) => {
      const substitute = substituteOf.get(member.id);
      return {
        kind: 'member',
        member: member.id,
        guest: null,
        name: fullName(member.firstName, member.lastName),
        company: member.company ?? '',
        business_category: '',
        host_name: null,
        substitute_name: substitute ? fullName(substitute.firstName, substitute.lastName) : null,
        away: away.get(member.id) ?? null,
        seat: toSeat(
          seats.find((seat) => seat.memberId === member.id && seat.seatGuestId === null),
          null,
        ),
        check_in: checkInOf((row) => row.memberId === member.id),
      };
    });
    const guestPeople: TDoorPerson[] = guests.map((guest) => ({
      kind: guest.kind,
      member: null,
      guest: guest.id,
      name: fullName(guest.firstName, guest.lastName),
      company: guest.company,
      business_category: guest.businessCategory,
      host_name: fullName(guest.hostFirstName, guest.hostLastName),
      substitute_name: null,
      away: null,
      // A guest's seat is the one that seats them, whoever pays it (a substitute's sender, by default).
      seat: toSeat(
        seats.find((seat) => seat.seatGuestId === guest.id),
        guest.payAtDoorAt,
      ),
      check_in: checkInOf((row) => row.guestId === guest.id),
    }));
    return {
      meeting: toDoorMeeting(meeting),
      people: [...memberPeople.sort(byThaiName), ...guestPeople.sort(byThaiName)],
      visitor_notice: notice && { version: notice.version, text: notice.body },
    };
  }
}

function toSeat(seat: Seat | undefined, payAtDoorAt: Date | null): TDoorPerson['seat'] {
  if (!seat) return null;
  return {
    registration: seat.id,
    fee: satangToBaht(seat.priceSatang),
    paid: seat.paidAt !== null,
    payer_name: fullName(seat.payerFirstName, seat.payerLastName),
    slip_waiting: seat.slipWaiting,
    pay_at_door: payAtDoorAt !== null,
  };
}
