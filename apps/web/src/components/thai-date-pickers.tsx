import {
  type DatePickerInputProps,
  DatesProvider,
  type DatesProviderSettings,
  type DateTimePickerProps,
  DatePickerInput as MantineDatePickerInput,
  DateTimePicker as MantineDateTimePicker,
  TimePicker as MantineTimePicker,
  type TimePickerProps,
} from '@mantine/dates';
// After @mantine/dates, so its styles come after those of the core components it builds on. Only
// lazily loaded parts import this file (the back office's sections, the profile's leave form), so
// only their chunks carry these styles (and dayjs's Thai).
import '@mantine/dates/styles.css';
import 'dayjs/locale/th';
import * as th from '../i18n/th.ts';
import { typedTimeFieldProps } from './typed-time-fields.ts';

/*
 * Thai date pickers for the back office and the member's leave form: Thai month and day names,
 * weeks from Sunday, 24-hour time, and DD/MM/YYYY like every date the app prints. dayjs's Thai
 * locale writes Gregorian years (only its buddhistEra plugin would write 2569), so the years match
 * the rest of the app.
 *
 * The values are wall-clock strings (`YYYY-MM-DD HH:mm:ss`, `YYYY-MM-DD`) with no zone; the
 * screens read them as Bangkok time (the back office's utils/bangkok-input.ts; a leave's days go to
 * the API as they are). The pickers draw them with dayjs in the device's zone, which changes
 * nothing but on a device whose clocks skip an hour for daylight saving, and then only for a time
 * inside the skipped hour.
 */
const settings: DatesProviderSettings = { locale: 'th', firstDayOfWeek: 0, weekendDays: [0, 6] };

const t = th.backOffice.datePicker;

const ariaLabels = {
  monthLevelControl: t.chooseMonth,
  yearLevelControl: t.chooseYear,
  nextMonth: t.nextMonth,
  previousMonth: t.previousMonth,
  nextYear: t.nextYear,
  previousYear: t.previousYear,
  nextDecade: t.nextDecade,
  previousDecade: t.previousDecade,
};

/**
 * Weekends in Mantine's red.6 are 3.3:1 on white, under 4.5:1: the day buttons get red.9 in its
 * place (the variable redefined on the day itself, so a selected weekend day stays white on green).
 */
const dayStyles = { day: { '--mantine-color-red-6': 'var(--mantine-color-red-9)' } };

/**
 * Mantine draws the hour and minute fields 22×21 px (two digits wide, the input's height less
 * 15 px): under the 24×24 px a finger needs (WCAG 2.5.8). Whether the spacing exception saved them
 * depended on where the pop-up fell, so they are made 24 px at least, whatever the layout.
 */
export const timeFieldStyles = {
  fieldsGroup: { minHeight: 24 },
  field: { minWidth: 24, minHeight: 24 },
};

/** The calendar pop-up is a dialog: named after its field, as a screen reader announces it. */
function calendarPopover(label: unknown) {
  const name = typeof label === 'string' ? `${t.calendar} ${label}` : t.calendar;
  return { attributes: { dropdown: { 'aria-label': name } } };
}

type DateTimeProps = Omit<DateTimePickerProps, 'type' | 'valueFormat' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (value: string | null) => void;
};

/** A Bangkok date and time, shown 15/12/2026 19:00. */
export function ThaiDateTimePicker({ value, onChange, ...props }: DateTimeProps) {
  return (
    <DatesProvider settings={settings}>
      <MantineDateTimePicker
        valueFormat="DD/MM/YYYY HH:mm"
        placeholder={t.dateTimePlaceholder}
        popoverProps={calendarPopover(props.label)}
        styles={dayStyles}
        ariaLabels={ariaLabels}
        timePickerProps={{
          format: '24h',
          hoursInputLabel: t.hours,
          minutesInputLabel: t.minutes,
          hoursInputProps: typedTimeFieldProps,
          minutesInputProps: typedTimeFieldProps,
          styles: timeFieldStyles,
        }}
        submitButtonProps={{ 'aria-label': t.done }}
        clearButtonProps={{ 'aria-label': t.clear }}
        {...props}
        value={value}
        onChange={(next) => onChange(next || null)}
      />
    </DatesProvider>
  );
}

type DateProps = Omit<DatePickerInputProps, 'type' | 'valueFormat' | 'value' | 'onChange'> & {
  /** YYYY-MM-DD, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
};

/** A Bangkok calendar day, shown 15/12/2026; its value is YYYY-MM-DD, as the API takes days. */
export function ThaiDatePickerInput({ value, onChange, ...props }: DateProps) {
  return (
    <DatesProvider settings={settings}>
      <MantineDatePickerInput
        valueFormat="DD/MM/YYYY"
        placeholder={t.datePlaceholder}
        popoverProps={calendarPopover(props.label)}
        styles={dayStyles}
        ariaLabels={ariaLabels}
        clearButtonProps={{ 'aria-label': t.clear }}
        {...props}
        value={value}
        onChange={(next) => onChange(next || null)}
      />
    </DatesProvider>
  );
}

type TimeProps = Omit<TimePickerProps, 'format' | 'value' | 'onChange'> & {
  /** HH:mm, or '' while the hours or the minutes are empty. */
  value: string;
  onChange: (value: string) => void;
};

/** A Bangkok wall-clock time of day, HH:mm on the 24-hour clock, typed like the date pickers' times. */
export function ThaiTimePicker(props: TimeProps) {
  // Its hours and minutes are two fields: each says whose they are, as a form may hold two times.
  const field = typeof props.label === 'string' ? `${props.label} ` : '';
  return (
    <MantineTimePicker
      format="24h"
      hoursInputLabel={`${field}${t.hours}`}
      minutesInputLabel={`${field}${t.minutes}`}
      hoursInputProps={typedTimeFieldProps}
      minutesInputProps={typedTimeFieldProps}
      styles={timeFieldStyles}
      {...props}
    />
  );
}
