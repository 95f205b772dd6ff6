import { Stack, Text, Title } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { th } from '../../../i18n/th.ts';
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

  // A failed background refresh keeps the list it already has rather than hiding it.
  if (history.data === undefined) {
    if (!history.isError) return <PageLoader />;
    return (
      <ErrorAlert
        title={th.payment.slipsLoadFailed}
        messages={history.error.errorMessages}
        onRetry={() => history.refetch()}
        retrying={history.isFetching}
      />
    );
  }

  if (history.data.length === 0) return <Text c="dimmed">{th.payment.slipsEmpty}</Text>;

  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {history.data.map((slip) => (
        <SlipItem key={slip.id} slip={slip} />
      ))}
    </Stack>
  );
}
