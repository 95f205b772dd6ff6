import { useState } from 'react';
import { bangkokYear } from '../../../lib/format.ts';
import { useMemberList } from '../../../lib/member-list.ts';
import { useEventsOfMonth } from '../api/get-events-of-month.ts';
import { participantRows } from '../utils/participant-rows.ts';

type Selection = ReadonlySet<number>;

/**
 * The participant list's state and its transitions (spec section 4): the year, month and event
 * chosen, the members ticked and the message being written, with the rows they give.
 */
export function useParticipantList() {
  const [year, setYear] = useState(() => bangkokYear(Date.now()));
  const [month, setMonth] = useState<number | null>(null);
  const [eventId, setEventId] = useState<number | null>(null);
  const [selected, setSelected] = useState<Selection>(() => new Set());
  const [message, setMessage] = useState('');
  const [altText, setAltText] = useState('');

  const members = useMemberList();
  const events = useEventsOfMonth(year, month);
  const monthEvents = month === null ? [] : (events.data ?? []);
  const event = monthEvents.find((item) => item.id === eventId);
  const rows = participantRows(members.data ?? [], event);
  const selectableIds = rows.filter((row) => row.selectable).map((row) => row.id);
  const selectedRows = rows.filter((row) => row.selectable && selected.has(row.id));
  const selectedIds = selectedRows.map((row) => row.id);
  const allSelected = selectableIds.length > 0 && selectedIds.length === selectableIds.length;

  const clearMessage = () => {
    setMessage('');
    setAltText('');
  };

  /** Choosing or clearing an event changes who is listed: ticks of members no longer listed go. */
  const chooseEvent = (nextId: number | null) => {
    setEventId(nextId);
    const next = monthEvents.find((item) => item.id === nextId);
    const listed = new Set(participantRows(members.data ?? [], next).map((row) => row.id));
    setSelected((previous) => new Set([...previous].filter((id) => listed.has(id))));
  };

  /** Choosing a month starts over (event, ticks, message); clearing it only drops its events. */
  const chooseMonth = (next: number | null) => {
    setMonth(next);
    if (next === null) {
      chooseEvent(null);
      return;
    }
    setEventId(null);
    setSelected(new Set());
    clearMessage();
  };

  /** Another year has other events: the event chosen is dropped. */
  const chooseYear = (next: number) => {
    setYear(next);
    chooseEvent(null);
  };

  const toggle = (id: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(selectableIds));

  /** After verification is saved: the event, the ticks and the message are cleared. */
  const afterVerified = () => {
    setEventId(null);
    setSelected(new Set());
    clearMessage();
  };

  /** After a message is sent (or recorded): the ticks and the message are cleared. */
  const afterSent = () => {
    setSelected(new Set());
    clearMessage();
  };

  return {
    year,
    month,
    event,
    monthEvents,
    events,
    members,
    rows,
    selected,
    selectedRows,
    allSelected,
    message,
    altText,
    setMessage,
    setAltText,
    chooseYear,
    chooseMonth,
    chooseEvent,
    toggle,
    toggleAll,
    afterVerified,
    afterSent,
  };
}
