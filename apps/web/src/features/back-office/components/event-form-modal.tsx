import { type TAdminEventRequest, ZAdminEventRequestSchema } from '@chapter/contract/admin-events';
import { Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../../components/form-footer.tsx';
import { ThaiDateTimePicker } from '../../../components/thai-date-pickers.tsx';
import * as th from '../../../i18n/th.ts';
import { problemsOf } from '../../../lib/field-errors.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { AdminEvent } from '../api/admin-events.ts';
import { useSaveEvent } from '../api/save-event.ts';
import { fromBangkokInput, toBangkokInput } from '../utils/bangkok-input.ts';

interface EventFormModalProps {
  /** The event to edit, or null to create one. */
  event: AdminEvent | null;
  opened: boolean;
  onClose: () => void;
}

interface FormValues {
  name: string;
  location: string;
  /** The pickers' Bangkok wall-clock values (YYYY-MM-DD HH:mm:ss), null when empty. */
  start: string | null;
  end: string | null;
  price: number | string;
  earlyBirdPrice: number | string;
  earlyBirdEnd: string | null;
}

function initialValues(event: AdminEvent | null): FormValues {
  return {
    name: event?.name ?? '',
    location: event?.location_name ?? '',
    start: toBangkokInput(event?.event_start_date_time ?? null),
    end: toBangkokInput(event?.event_end_date_time ?? null),
    price: event?.price ?? '',
    earlyBirdPrice: event?.early_bird_price ?? '',
    earlyBirdEnd: toBangkokInput(event?.early_bird_end_date_time ?? null),
  };
}

const asNumber = (value: number | string) => (value === '' ? null : Number(value));

function toRequest(values: FormValues): TAdminEventRequest {
  return {
    name: values.name,
    location_name: values.location,
    event_start_date_time: fromBangkokInput(values.start),
    event_end_date_time: fromBangkokInput(values.end),
    price: asNumber(values.price) ?? Number.NaN,
    early_bird_price: asNumber(values.earlyBirdPrice),
    early_bird_end_date_time: fromBangkokInput(values.earlyBirdEnd) || null,
  };
}

/**
 * Creates or edits an event. The contract's schema checks the form before it is sent (the same
 * rules and Thai messages the server applies), and the server's own refusals land on their fields.
 */
export function EventFormModal({ event, opened, onClose }: EventFormModalProps) {
  const [values, setValues] = useState(() => initialValues(event));
  const save = useSubmit(useSaveEvent(), { success: th.backOffice.saved, onSuccess: onClose });
  const { errors } = save;
  const set = (field: keyof FormValues) => (value: number | string | null) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const request = toRequest(values);
    void save.submit({ id: event?.id ?? null, event: request }, problemsOf(ZAdminEventRequestSchema, request));
  };

  const t = th.backOffice.events;
  return (
    <Modal opened={opened} onClose={onClose} title={event ? t.editTitle : t.createTitle} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t.name}
            value={values.name}
            onChange={(e) => set('name')(e.currentTarget.value)}
            error={errors.name}
            required
          />
          <TextInput
            label={t.location}
            value={values.location}
            onChange={(e) => set('location')(e.currentTarget.value)}
            error={errors.location_name}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <ThaiDateTimePicker
              label={t.start}
              description={t.timeZoneHint}
              value={values.start}
              onChange={set('start')}
              error={errors.event_start_date_time}
              required
            />
            <ThaiDateTimePicker
              label={t.end}
              description={t.timeZoneHint}
              value={values.end}
              onChange={set('end')}
              error={errors.event_end_date_time}
              required
            />
          </SimpleGrid>
          <NumberInput
            label={t.price}
            value={values.price}
            onChange={set('price')}
            error={errors.price}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            required
          />
          <Text size="sm" c="dimmed">
            {t.earlyBirdHint}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label={t.earlyBirdPrice}
              value={values.earlyBirdPrice}
              onChange={set('earlyBirdPrice')}
              error={errors.early_bird_price}
              min={0}
              decimalScale={2}
              thousandSeparator=","
            />
            <ThaiDateTimePicker
              label={t.earlyBirdEnd}
              description={t.timeZoneHint}
              value={values.earlyBirdEnd}
              onChange={set('earlyBirdEnd')}
              error={errors.early_bird_end_date_time}
              clearable
            />
          </SimpleGrid>
          <FormFooter label={th.backOffice.save} pending={save.pending} onCancel={onClose} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
