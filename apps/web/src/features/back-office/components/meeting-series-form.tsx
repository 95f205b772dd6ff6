import {
  MAX_ON_TIME_MINUTES,
  MAX_WEEKS_AHEAD,
  type TMeetingSeries,
  type TMeetingSeriesRequest,
  ZMeetingSeriesRequestSchema,
} from '@chapter/contract/meetings';
import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../../components/form-footer.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ThaiTimePicker } from '../../../components/thai-date-pickers.tsx';
import * as th from '../../../i18n/th.ts';
import { problemsOf } from '../../../lib/field-errors.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useSaveMeetingSeries } from '../api/meeting-series.ts';

interface FormValues {
  name: string;
  weekday: number | null;
  /** HH:mm, or '' while incomplete. */
  start: string;
  end: string;
  location: string;
  /** Baht; '' while the box is empty. */
  price: number | string;
  visitorFee: number | string;
  substituteFee: number | string;
  /** The substitute pays their own meal through their link, rather than the member who sends them. */
  substitutePays: boolean;
  /** Minutes after the start within which a check-in at the door is on time. */
  onTimeMinutes: number | string;
  /** Leave is approved only once the member has paid the fees of the meetings it covers. */
  leaveNeedsFeesPaid: boolean;
  /** Absences in six months at which officers are told, and at which the seat is at risk. */
  absenceWarning: number | string;
  absenceLimit: number | string;
  weeksAhead: number | string;
}

const THURSDAY = 4;

/** The contract's bound for both absence thresholds: half a year of weekly meetings. */
const MAX_ABSENCES = 26;

/** A chapter's first series: the usual breakfast meeting, eight weeks open; the prices are the admin's to say. */
const firstSeries: FormValues = {
  name: th.backOffice.meetings.defaultName,
  weekday: THURSDAY,
  start: '06:30',
  end: '08:30',
  location: '',
  price: '',
  visitorFee: '',
  substituteFee: '',
  substitutePays: false,
  onTimeMinutes: 10,
  leaveNeedsFeesPaid: true,
  absenceWarning: 2,
  absenceLimit: 3,
  weeksAhead: 8,
};

function initialValues(series: TMeetingSeries | null): FormValues {
  if (!series) return firstSeries;
  return {
    name: series.name,
    weekday: series.weekday,
    start: series.start_time,
    end: series.end_time,
    location: series.location_name,
    price: series.price,
    visitorFee: series.visitor_fee,
    substituteFee: series.substitute_fee,
    substitutePays: series.substitute_pays,
    onTimeMinutes: series.on_time_minutes,
    leaveNeedsFeesPaid: series.leave_needs_fees_paid,
    absenceWarning: series.absence_warning,
    absenceLimit: series.absence_limit,
    weeksAhead: series.weeks_ahead,
  };
}

// An empty box is NaN, which the contract refuses with its own message under the field.
const asNumber = (value: number | string) => (value === '' ? Number.NaN : Number(value));

function toRequest(values: FormValues): TMeetingSeriesRequest {
  return {
    name: values.name,
    weekday: values.weekday ?? Number.NaN,
    start_time: values.start,
    end_time: values.end,
    location_name: values.location,
    price: asNumber(values.price),
    visitor_fee: asNumber(values.visitorFee),
    substitute_fee: asNumber(values.substituteFee),
    substitute_pays: values.substitutePays,
    on_time_minutes: asNumber(values.onTimeMinutes),
    leave_needs_fees_paid: values.leaveNeedsFeesPaid,
    absence_warning: asNumber(values.absenceWarning),
    absence_limit: asNumber(values.absenceLimit),
    weeks_ahead: asNumber(values.weeksAhead),
  };
}

const weekdays = th.backOffice.meetings.weekdays.map((label, value) => ({ value, label }));

interface MeetingSeriesFormProps {
  /** The saved series, or null when the chapter has none yet. */
  series: TMeetingSeries | null;
  /** The server's account of what saving did to the meetings. */
  onSaved: (detail: string) => void;
}

/**
 * The weekly meeting's values. The contract's schema checks them before they are sent (the rules
 * and Thai messages the server applies), and the server's own refusals land under their fields.
 */
export function MeetingSeriesForm({ series, onSaved }: MeetingSeriesFormProps) {
  const [values, setValues] = useState(() => initialValues(series));
  const save = useSubmit(useSaveMeetingSeries(), { onSuccess: (result) => onSaved(result.detail) });
  const { errors } = save;
  const set = (field: keyof FormValues) => (value: number | string | boolean | null) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = toRequest(values);
    void save.submit(request, problemsOf(ZMeetingSeriesRequestSchema, request));
  };

  const t = th.backOffice.meetings;
  const money = { min: 0, decimalScale: 2, thousandSeparator: ',', required: true } as const;
  const absences = { min: 1, max: MAX_ABSENCES, allowDecimal: false, required: true } as const;
  return (
    <SectionCard titleId="meeting-series-form" icon={IconCalendarRepeat} title={t.formTitle} gap="sm">
      <Text size="sm" c="dimmed">
        {t.explain}
      </Text>
      {series === null && <Text size="sm">{t.notSetYet}</Text>}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t.name}
            value={values.name}
            onChange={(event) => set('name')(event.currentTarget.value)}
            error={errors.name}
            required
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Select<number>
              label={t.weekday}
              data={weekdays}
              value={values.weekday}
              onChange={set('weekday')}
              error={errors.weekday}
              allowDeselect={false}
              required
            />
            <ThaiTimePicker
              label={t.startTime}
              description={t.timeHint}
              value={values.start}
              onChange={set('start')}
              error={errors.start_time}
              required
            />
            <ThaiTimePicker
              label={t.endTime}
              description={t.timeHint}
              value={values.end}
              onChange={set('end')}
              error={errors.end_time}
              required
            />
          </SimpleGrid>
          <TextInput
            label={t.location}
            value={values.location}
            onChange={(event) => set('location')(event.currentTarget.value)}
            error={errors.location_name}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <NumberInput label={t.price} value={values.price} onChange={set('price')} error={errors.price} {...money} />
            <NumberInput
              label={t.visitorFee}
              value={values.visitorFee}
              onChange={set('visitorFee')}
              error={errors.visitor_fee}
              {...money}
            />
            <NumberInput
              label={t.substituteFee}
              description={values.substitutePays ? t.substituteFeeHintSelf : t.substituteFeeHint}
              value={values.substituteFee}
              onChange={set('substituteFee')}
              error={errors.substitute_fee}
              {...money}
            />
          </SimpleGrid>
          <Switch
            size="md"
            label={t.substitutePays}
            description={t.substitutePaysHint}
            checked={values.substitutePays}
            onChange={(event) => set('substitutePays')(event.currentTarget.checked)}
            error={errors.substitute_pays}
          />
          <NumberInput
            label={t.onTimeMinutes}
            description={t.onTimeMinutesHint(MAX_ON_TIME_MINUTES)}
            value={values.onTimeMinutes}
            onChange={set('onTimeMinutes')}
            error={errors.on_time_minutes}
            min={0}
            max={MAX_ON_TIME_MINUTES}
            allowDecimal={false}
            maw={360}
            required
          />
          <Checkbox
            size="md"
            label={t.leaveNeedsFeesPaid}
            description={t.leaveNeedsFeesPaidHint}
            checked={values.leaveNeedsFeesPaid}
            onChange={(event) => set('leaveNeedsFeesPaid')(event.currentTarget.checked)}
            error={errors.leave_needs_fees_paid}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label={t.absenceWarning}
              description={t.absenceWarningHint(MAX_ABSENCES)}
              value={values.absenceWarning}
              onChange={set('absenceWarning')}
              error={errors.absence_warning}
              {...absences}
            />
            <NumberInput
              label={t.absenceLimit}
              description={t.absenceLimitHint(MAX_ABSENCES)}
              value={values.absenceLimit}
              onChange={set('absenceLimit')}
              error={errors.absence_limit}
              {...absences}
            />
          </SimpleGrid>
          <NumberInput
            label={t.weeksAhead}
            description={t.weeksAheadHint(MAX_WEEKS_AHEAD)}
            value={values.weeksAhead}
            onChange={set('weeksAhead')}
            error={errors.weeks_ahead}
            min={1}
            max={MAX_WEEKS_AHEAD}
            allowDecimal={false}
            maw={360}
            required
          />
          <FormFooter label={th.backOffice.save} pending={save.pending} />
        </Stack>
      </form>
    </SectionCard>
  );
}
