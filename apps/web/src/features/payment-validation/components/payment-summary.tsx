import { MAX_AMOUNT, MAX_REASON } from '@chapter/contract/payments';
import { Button, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import * as th from '../../../i18n/th.ts';
import { formatBahtSatang } from '../../../lib/format.ts';
import type { PaymentForm } from '../hooks/use-payment-form.ts';
import { toBaht } from '../utils/satang.ts';
import classes from './member-payment-panel.module.css';

const baht = (satang: number) => th.common.baht(formatBahtSatang(toBaht(satang)));

/**
 * The running totals as staff tick: what was received (correctable, with a reason), the credit the
 * member already has, what the ticked registrations cost, and what is left over or missing (a
 * shortfall asks why it is waived).
 */
export function PaymentSummary({ form }: { form: PaymentForm }) {
  const { differenceSatang } = form;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="payment-summary-title">
      <Stack gap="xs">
        <Title order={3} fz="md" id="payment-summary-title">
          {th.validation.summaryTitle}
        </Title>
        <dl className={classes.summary}>
          <Row
            label={th.validation.received}
            testId="summary-received"
            below={form.editingReceived && <ReceivedCorrection form={form} />}
          >
            {form.receivedSatang === null ? '–' : baht(form.receivedSatang)}
            {!form.editingReceived && (
              <Button variant="subtle" size="compact-sm" onClick={form.startCorrecting}>
                {th.validation.correctReceived}
              </Button>
            )}
          </Row>
          {form.creditSatang > 0 && (
            <Row label={th.validation.credit} testId="summary-credit">
              {baht(form.creditSatang)}
            </Row>
          )}
          <Row label={th.validation.tickedTotal} testId="ticked-total">
            {baht(form.tickedSatang)}
          </Row>
          <Row label={th.validation.difference} testId="summary-difference" strong live>
            {differenceSatang === null ? (
              <Text span c="dimmed">
                {th.validation.differenceUnknown}
              </Text>
            ) : differenceSatang > 0 ? (
              <Text span fw={700} c="var(--mantine-color-green-light-color)">
                {th.validation.leftAsCredit(formatBahtSatang(toBaht(differenceSatang)))}
              </Text>
            ) : differenceSatang < 0 ? (
              <Text span fw={700} c="red.8">
                {th.validation.short(formatBahtSatang(toBaht(-differenceSatang)))}
              </Text>
            ) : (
              <Text span fw={700}>
                {th.validation.even}
              </Text>
            )}
          </Row>
        </dl>
        {form.waiverNeeded && differenceSatang !== null && (
          <TextInput
            label={th.validation.waiverReasonLabel}
            description={th.validation.waiverReasonHint(formatBahtSatang(toBaht(-differenceSatang)))}
            required
            maxLength={MAX_REASON}
            value={form.waiverReason}
            error={form.errors.waiver_reason}
            onChange={(event) => form.setWaiverReason(event.currentTarget.value)}
          />
        )}
      </Stack>
    </Paper>
  );
}

interface RowProps {
  label: string;
  testId: string;
  strong?: boolean;
  /** Announced as it changes: the line that sums up the others. */
  live?: boolean;
  /** Under the row at full width (the correction of what was received). */
  below?: ReactNode;
  children: ReactNode;
}

function Row({ label, testId, strong = false, live = false, below, children }: RowProps) {
  return (
    <div className={classes.summaryRow}>
      <Text component="dt" fw={strong ? 700 : 500}>
        {label}
      </Text>
      <Group
        component="dd"
        gap="xs"
        justify="flex-end"
        m={0}
        data-testid={testId}
        aria-live={live ? 'polite' : undefined}
      >
        {children}
      </Group>
      {below && <dd className={classes.summaryBelow}>{below}</dd>}
    </div>
  );
}

/** The amount staff say really arrived and why it differs from the slips (or why the slips did not say). */
function ReceivedCorrection({ form }: { form: PaymentForm }) {
  return (
    <Stack gap="xs">
      {form.stated === null ? (
        <Text size="sm" c="var(--mantine-color-orange-light-color)">
          {th.validation.statedUnknown}
        </Text>
      ) : (
        <Group gap="xs" justify="space-between">
          <Text size="sm" c="dimmed">
            {th.validation.statedAmount(formatBahtSatang(toBaht(form.stated)))}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={form.stopCorrecting}>
            {th.validation.useStated}
          </Button>
        </Group>
      )}
      <NumberInput
        label={th.validation.receivedLabel}
        required
        min={0}
        max={MAX_AMOUNT}
        decimalScale={2}
        allowNegative={false}
        thousandSeparator=","
        inputMode="decimal"
        value={form.receivedInput}
        error={form.errors.received}
        onChange={form.setReceivedInput}
      />
      <Textarea
        label={th.validation.receivedReasonLabel}
        required={form.receivedReasonNeeded}
        autosize
        minRows={1}
        maxLength={MAX_REASON}
        value={form.receivedReason}
        error={form.errors.received_reason}
        onChange={(event) => form.setReceivedReason(event.currentTarget.value)}
      />
    </Stack>
  );
}
