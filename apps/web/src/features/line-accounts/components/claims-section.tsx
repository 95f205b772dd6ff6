import { Badge, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { formatPhone } from '../../../lib/format.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useApproveLineClaim } from '../api/approve-line-claim.ts';
import { type LineClaim, useLineClaims } from '../api/get-line-claims.ts';
import { useRefuseLineClaim } from '../api/refuse-line-claim.ts';
import { ClaimCard } from './claim-card.tsx';

/** LINE accounts waiting for staff to approve or refuse the phone number they typed (ADR 25). */
export function ClaimsSection() {
  const claims = useLineClaims();
  const approve = useApproveLineClaim();
  const approving = useSubmit(approve, { success: (result) => result.detail, fields: [], concurrent: true });
  const [refusing, setRefusing] = useState<LineClaim | null>(null);
  const refuse = useSubmit(useRefuseLineClaim(), {
    success: (result) => result.detail,
    onSuccess: () => setRefusing(null),
    fields: [],
  });
  const t = th.lineAccounts.claims;
  const count = claims.data?.length ?? 0;

  const content = (list: readonly LineClaim[]) => (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {list.map((claim) => (
        <ClaimCard
          key={claim.id}
          claim={claim}
          approving={approve.isPending && approve.variables === claim.id}
          onApprove={() => void approving.submit(claim.id)}
          onRefuse={() => setRefusing(claim)}
        />
      ))}
    </SimpleGrid>
  );

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
      <QueryView query={claims} loadFailed={t.loadFailed} empty={t.empty}>
        {content}
      </QueryView>
      <ConfirmModal
        opened={refusing !== null}
        title={t.refuseTitle}
        message={refusing ? t.refuseMessage(refusing.line_display_name, formatPhone(refusing.phone)) : ''}
        confirmLabel={t.refuse}
        loading={refuse.pending}
        onClose={() => setRefusing(null)}
        onConfirm={() => refusing && refuse.submit(refusing.id)}
      />
    </Stack>
  );
}
