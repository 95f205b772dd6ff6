import { useMemo, useState } from 'react';
import type { Profile } from '../../../lib/profile.ts';

export type OwedRegistration = Profile['registrations'][number];

/** Sums in whole satang, so 0.1 + 0.2 style float noise never reaches the screen or the slip. */
function toSatang(baht: number): number {
  return Math.round(baht * 100);
}

/**
 * The owed registrations the member ticks to pay, all ticked at first, and what that comes to:
 * the prices ticked, less the credit the chapter holds, never below zero (the server's rule for
 * the QR amount, ADR 27). The unticked ids are what is kept, so a registration that becomes owed
 * while the screen is open arrives ticked, like the rest did.
 */
export function useOwedSelection(profile: Profile | undefined) {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(() => new Set());

  const owed = useMemo(
    () =>
      (profile?.registrations ?? [])
        .filter((registration) => registration.payment_datetime === null)
        // The profile lists the newest event first; paying reads better in the order they happen.
        .sort(
          (a, b) =>
            Date.parse(a.registered_event.event_start_date_time) - Date.parse(b.registered_event.event_start_date_time),
        ),
    [profile],
  );

  const ticked = owed.filter((registration) => !unticked.has(registration.id));
  const selectedSatang = ticked.reduce((sum, registration) => sum + toSatang(registration.price), 0);
  const creditSatang = toSatang(profile?.credit ?? 0);

  const toggle = (id: number) =>
    setUnticked((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return {
    owed,
    isTicked: (id: number) => !unticked.has(id),
    tickedIds: ticked.map((registration) => registration.id),
    toggle,
    /** The ticked prices, in baht. */
    selected: selectedSatang / 100,
    /** The member's credit, in baht. */
    credit: creditSatang / 100,
    /** What to transfer, in baht. */
    amount: Math.max(0, selectedSatang - creditSatang) / 100,
  };
}

export type OwedSelection = ReturnType<typeof useOwedSelection>;
