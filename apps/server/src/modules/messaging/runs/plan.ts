/**
 * What a run sends and to whom, kept as the run's `plan` (jsonb). A run's recipients and messages
 * are fixed once, when a worker first takes it (runs/worker.ts), from the data of that moment.
 */

export type RunAudience =
  /** Members staff ticked. */
  | { type: 'members'; ids: number[] }
  /** Every active member who owes something. */
  | { type: 'owing' }
  /** Active members with an unpaid registration of the event. */
  | { type: 'event_unpaid'; eventId: number }
  /** Every active member. */
  | { type: 'active' }
  /** One member, at a given LINE account (a binding notice to the account that was replaced). */
  | { type: 'member'; memberId: number; lineUserId?: string }
  /** Every active Admin and Secretary/Treasurer. */
  | { type: 'staff' }
  /** Active members who have not answered the weekly meeting: no seat, no "will miss", no leave (issue 37). */
  | { type: 'meeting_unanswered'; eventId: number };

export type RunContent =
  /** The built-in personal reminder. */
  | { type: 'reminder' }
  /** The built-in message of a new event. */
  | { type: 'announcement'; eventId: number }
  /** Staff's text; placeholders filled per member. */
  | { type: 'text'; text: string }
  /** Staff's Flex message, as written. */
  | { type: 'flex'; json: string; altText: string }
  /** A notice composed when its event happened. */
  | { type: 'composed'; kind: 'text' | 'flex'; message: string; altText: string | null }
  /**
   * Staff's digest of the LINE claims made in [from, until) (ISO instants) and still pending,
   * composed when the run is planned, after the window has closed (ADR 46).
   */
  | { type: 'claims_digest'; from: string; until: string }
  /** The weekly meeting's "are you coming?" with its three postback buttons (compose-meeting.ts, issue 37). */
  | { type: 'meeting_ask'; eventId: number };

export interface RunPlan {
  audience: RunAudience;
  content: RunContent;
  /** A reminder: members who switched reminders off do not get it (money notices do). */
  reminder: boolean;
}

/** Whether composing the content needs what each member owes (the reminder and placeholders do). */
export const needsBooks = (content: RunContent): boolean => content.type === 'reminder' || content.type === 'text';

/**
 * Whether the run may spend the messages kept back for what must get through (ADR 46): the claim
 * digest may; reminders, staff's sends and the other notices stop short of the reserve.
 */
export const mayUseReserve = (content: RunContent): boolean => content.type === 'claims_digest';
