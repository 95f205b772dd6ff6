import { Stack, Title } from '@mantine/core';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { usePaymentHistory } from '../api/get-payment-history.ts';
import { SlipItem } from './slip-item.tsx';

/** The member's uploaded slips, newest first. */
export function SlipList() {
  return (
    <Stack gap="sm" component="section" aria-labelledby="slips-title">
      <Title order={2} fz="h4" id="slips-title">
        {th.payment.slipsTitle}
      </Title>
      <Slips />
    </Stack>
  );
}

function Slips() {
  const history = usePaymentHistory();

  return (
    <QueryView query={history} loadFailed={th.payment.slipsLoadFailed} empty={th.payment.slipsEmpty}>
      {(slips) => (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {slips.map((slip) => (
            <SlipItem key={slip.id} slip={slip} />
          ))}
        </Stack>
      )}
    </QueryView>
  );
}
