import { Title } from '@mantine/core';
import * as th from '../i18n/th.ts';
import { formatBaht } from '../lib/format.ts';

/** What the member owes, as a heading: red while anything is owed, green when nothing is (spec). */
export function OutstandingAmount({ amount }: { amount: number }) {
  return (
    <Title order={1} fz="h3" c={amount > 0 ? 'red' : 'green'} data-testid="outstanding-amount">
      {th.common.outstanding(formatBaht(amount))}
    </Title>
  );
}
