import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { th } from '../../../i18n/th.ts';
import { formatPhone } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useApproveLineClaim } from '../api/approve-line-claim.ts';
import { type LineClaim, useLineClaims } from '../api/get-line-claims.ts';
import { useRefuseLineClaim } from '../api/refuse-line-claim.ts';
import { ClaimCard } from './claim-card.tsx';

/** LINE accounts waiting for staff to approve or refuse the phone number they typed (ADR 25). */
export function ClaimsSection() {
  const claims = useLineClaims();
  const approve = useApproveLineClaim();
  const refuse = useRefuseLineClaim();
  const [refusing, setRefusing] = useState<LineClaim | null>(null);
  const t = th.lineAccounts.claims;
  const count = claims.data?.length ?? 0;

  const content = () => {
    if (claims.data === undefined) {
      if (!claims.isError) return <PageLoader />;
      return (
        <ErrorAlert
          title={t.loadFailed}
          messages={claims.error.errorMessages}
          onRetry={() => claims.refetch()}
          retrying={claims.isFetching}
        />
      );
    }
    if (claims.data.length === 0) return <Text c="dimmed">{t.empty}</Text>;
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {claims.data.map((claim) => (
          <ClaimCard
            key={claim.id}
            claim={claim}
            approving={approve.isPending && approve.variables === claim.id}
            onApprove={() =>
              approve.mutate(claim.id, {
                onSuccess: (result) => notifySuccess(result.detail),
                onError: (error) => notifyError(error),
              })
            }
            onRefuse={() => setRefusing(claim)}
          />
        ))}
      </SimpleGrid>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="line-claims-title">
      <Group gap="xs">
        <Title order={2} fz="h4" id="line-claims-title">
          {t.title}
        </Title>
        {count > 0 && (
          <Badge color="red" size="lg" circle={count < 10} aria-label={t.count(count)} data-testid="claims-count">
            {count}
          </Badge>
        )}
      </Group>
      {content()}
      <ConfirmModal
        opened={refusing !== null}
        title={t.refuseTitle}
        message={refusing ? t.refuseMessage(refusing.line_display_name, formatPhone(refusing.phone)) : ''}
        confirmLabel={t.refuse}
        loading={refuse.isPending}
        onClose={() => setRefusing(null)}
        onConfirm={() => {
          if (!refusing) return;
          refuse.mutate(refusing.id, {
            onSuccess: (result) => {
              notifySuccess(result.detail);
              setRefusing(null);
            },
            onError: (error) => notifyError(error),
          });
        }}
      />
    </Stack>
  );
}
