import { Alert, Button, CopyButton, Skeleton, Text } from '@mantine/core';
import { IconBuildingBank, IconCheck, IconCopy } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import * as th from '../../../i18n/th.ts';
import { useConfig } from '../../../lib/app-config.ts';

/**
 * Where to transfer the money, from GET /api/config/ (the spec fixed these in the screen; here
 * the chapter sets them on the server). The account number is shown as configured and copied as
 * digits only, which is what banking apps accept when pasted.
 */
export function BankDetails() {
  const config = useConfig();

  if (config.data === undefined) {
    if (!config.isError) return <Skeleton height={140} radius="md" />;
    return (
      <ErrorAlert
        title={th.payment.bankLoadFailed}
        messages={config.error.errorMessages}
        onRetry={() => config.refetch()}
        retrying={config.isFetching}
      />
    );
  }

  const { bank } = config.data;
  if (!bank.account_number.trim()) {
    return (
      <Alert
        role="status"
        color="yellow"
        variant="light"
        title={th.payment.bankTitle}
        icon={<IconBuildingBank aria-hidden />}
      >
        {th.payment.bankNotSet}
      </Alert>
    );
  }

  return (
    <SectionCard titleId="bank-title" icon={IconBuildingBank} title={th.payment.bankTitle}>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
        {bank.name && <Row label={th.payment.bankName} value={bank.name} />}
        {bank.account_holder && <Row label={th.payment.accountHolder} value={bank.account_holder} />}
        <Row label={th.payment.accountNumber} value={bank.account_number} strong testId="account-number" />
      </dl>
      <CopyButton value={bank.account_number.replace(/\D/g, '')} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            size="md"
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'green' : undefined}
            leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            onClick={copy}
            w="fit-content"
            aria-live="polite"
          >
            {copied ? th.payment.copied : th.payment.copyAccountNumber}
          </Button>
        )}
      </CopyButton>
    </SectionCard>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <>
      <Text component="dt" c="dimmed" size="sm" lh="28px">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fw={strong ? 700 : 500}
        fz={strong ? 'lg' : 'md'}
        lh="28px"
        style={{ overflowWrap: 'anywhere', minWidth: 0 }}
        data-testid={testId}
      >
        {value}
      </Text>
    </>
  );
}
