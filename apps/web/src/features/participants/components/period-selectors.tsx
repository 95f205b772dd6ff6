import { Group, Select } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { bangkokYear, formatDate, formatTime } from '../../../lib/format.ts';
import type { MonthEvent } from '../api/get-events-of-month.ts';

interface PeriodSelectorsProps {
  year: number;
  month: number | null;
  event: MonthEvent | undefined;
  /** The chosen month's events; the event selector shows once a month is chosen. */
  monthEvents: MonthEvent[];
  onYearChange: (year: number) => void;
  onMonthChange: (month: number | null) => void;
  onEventChange: (eventId: number | null) => void;
}

// Built once: the year list spans last, this and next year (spec), counted in Bangkok.
const thisYear = bangkokYear(Date.now());
const years = [thisYear - 1, thisYear, thisYear + 1].map((value) => ({ value, label: String(value) }));
const months = th.participants.months.map((label, index) => ({ value: index + 1, label }));

/** Year, month (Thai names, searchable, clearable) and, once a month is chosen, its events. */
export function PeriodSelectors(props: PeriodSelectorsProps) {
  const { year, month, event, monthEvents, onYearChange, onMonthChange, onEventChange } = props;
  return (
    <Group gap="sm" align="flex-end" grow preventGrowOverflow={false}>
      <Select<number>
        label={th.participants.year}
        data={years}
        value={year}
        onChange={(value) => value !== null && onYearChange(value)}
        allowDeselect={false}
        maw={110}
      />
      <Select<number>
        label={th.participants.month}
        placeholder={th.participants.monthPlaceholder}
        data={months}
        value={month}
        onChange={onMonthChange}
        {...searchable(th.participants.clearMonth)}
        maw={180}
      />
      {month !== null && (
        <Select<number>
          label={th.participants.event}
          placeholder={monthEvents.length > 0 ? th.participants.eventPlaceholder : th.participants.noEvents}
          data={monthEvents.map((item) => ({ value: item.id, label: eventLabel(item) }))}
          value={event?.id ?? null}
          onChange={onEventChange}
          {...searchable(th.participants.clearEvent)}
          miw={240}
        />
      )}
    </Group>
  );
}

/**
 * A choice one can search and clear. Mantine hides the clear button from screen readers and the
 * keyboard; here it is a real button, named `clearLabel`.
 */
function searchable(clearLabel: string) {
  return {
    searchable: true,
    clearable: true,
    clearButtonProps: { 'aria-label': clearLabel, 'aria-hidden': false, tabIndex: 0 } as const,
    nothingFoundMessage: th.participants.nothingFound,
  };
}

/** `ประชุมประจำสัปดาห์ 05/03/2026 - 06:30` */
function eventLabel(event: MonthEvent): string {
  const start = event.event_start_date_time;
  const label = th.participants.eventLabel(event.name, formatDate(start), formatTime(start));
  return event.is_cancelled ? th.participants.cancelledEventLabel(label) : label;
}
