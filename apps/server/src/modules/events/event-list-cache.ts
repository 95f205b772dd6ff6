import type { TAvailableEvent } from '@chapter/contract/events';
import type { ListedEventRow } from './repository.ts';

/** A member's live registration, as the event list tells them about it. */
export interface OwnRegistration {
  id: number;
  priceSatang: number;
  paidAt: Date | null;
}

/** One upcoming event as every member sees it, with what differs per member or per moment kept apart. */
export interface CachedEvent {
  row: ListedEventRow;
  /** The answer's fields that are the same for every member at any moment (built once). */
  shared: Omit<TAvailableEvent, 'is_early_bird' | 'register' | 'registration_voided'>;
  registrationsByMember: Map<number, OwnRegistration>;
  /** Members whose registration was voided when the event was cancelled. */
  voidedMembers: Set<number>;
}

export interface EventListSnapshot {
  /** The `event-list` data version read before the rows were. */
  version: number;
  /**
   * Which build of the list this is, unique in the process. Two builds may carry the same data
   * version yet hold different rows (the rows are read as of that version or later), so a member's
   * answer is kept against the build and phase it came from, never the data version alone.
   */
  build: number;
  events: CachedEvent[];
}

/**
 * The moments at which the list's answer changes without its data changing: an event's end (it
 * leaves the list) and an early-bird price's end. The phase of a moment is how many of them have
 * come, so two moments of the same phase give every member the same answer.
 */
export function phaseAt(events: CachedEvent[], now: Date): number {
  const at = now.getTime();
  let phase = 0;
  for (const { row } of events) {
    if (row.endsAt.getTime() <= at) phase += 1;
    if (row.earlyBirdEndsAt !== null && row.earlyBirdEndsAt.getTime() <= at) phase += 1;
  }
  return phase;
}

/**
 * The upcoming events with their attendees are the same for every member and are read far more
 * often than they change, most of all in a registration rush (ADR 22). They are kept here with the
 * data version read just before they were; a request reads the current version (one row) and only
 * a version this cache has not built causes a rebuild. Database triggers raise the version in the
 * changing transaction, so a change made by any process is seen by the next request of every
 * process. Requests that miss at the same version share one rebuild.
 */
export class EventListCache {
  private current: EventListSnapshot | null = null;
  private pending: { version: number; snapshot: Promise<EventListSnapshot> } | null = null;

  constructor(private readonly build: (version: number) => Promise<EventListSnapshot>) {}

  get(version: number): Promise<EventListSnapshot> {
    if (this.current?.version === version) return Promise.resolve(this.current);
    if (this.pending?.version === version) return this.pending.snapshot;
    const snapshot = this.build(version).then(
      (built) => {
        // The latest finished build wins even if an older version: a newer request then rebuilds,
        // which costs a query but never serves a list older than the version it read.
        this.current = built;
        this.clearPending(snapshot);
        return built;
      },
      (error: unknown) => {
        this.clearPending(snapshot);
        throw error;
      },
    );
    this.pending = { version, snapshot };
    return snapshot;
  }

  private clearPending(snapshot: Promise<EventListSnapshot>): void {
    if (this.pending?.snapshot === snapshot) this.pending = null;
  }
}
