import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useApproveLeave } from '../api/approve-leave.ts';
import { type LeaveRequest, useLeaveRequests } from '../api/get-leave-requests.ts';
import { LeaveCard, leavePeriod } from './leave-card.tsx';
import { RefuseLeaveDialog } from './refuse-leave-dialog.tsx';

const t = th.attendance.leave;

/** Leave requests for the Vice President: those waiting for a decision first, then the decided ones. */
export function LeaveSection() {
  const leave = useLeaveRequests();
  const approve = useApproveLeave();
  // One mutation behind every card's button: a second card's approval is sent while one runs.
  const approving = useSubmit(approve, { success: t.approved, fields: [], concurrent: true });
  const [refusing, setRefusing] = useState<LeaveRequest | null>(null);

  const actions = (request: LeaveRequest) => (
    <Group gap="xs" justify="flex-end">
      <Button
        variant="default"
        color="red"
        aria-label={t.refuseLabel(request.member_name)}
        onClick={() => setRefusing(request)}
      >
        {t.refuse}
      </Button>
      <ConfirmButton
        button={(ask) => (
          <Button aria-label={t.approveLabel(request.member_name)} onClick={ask}>
            {t.approve}
          </Button>
        )}
        title={t.approveTitle}
        message={t.approveMessage(request.member_name, leavePeriod(request))}
        confirmLabel={t.approve}
        loading={approve.isPending && approve.variables === request.id}
        onConfirm={() => approving.submit(request.id)}
      />
    </Group>
  );

  const content = (list: readonly LeaveRequest[]) => {
    const pending = list.filter((request) => request.status === 'pending');
    const decided = list.filter((request) => request.status !== 'pending');
    return (
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t.pendingTitle}
        </Title>
        {pending.length === 0 ? (
          <Text c="dimmed">{t.noPending}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} aria-label={t.pendingTitle}>
            {pending.map((request) => (
              <LeaveCard key={request.id} request={request} actions={actions(request)} />
            ))}
          </Stack>
        )}
        {decided.length > 0 && (
          <>
            <Title order={3} fz="h5" mt="sm">
              {t.decidedTitle}
            </Title>
            <Stack component="ul" gap="sm" p={0} m={0} aria-label={t.decidedTitle}>
              {decided.map((request) => (
                <LeaveCard key={request.id} request={request} />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="attendance-leave-title">
      <Title order={2} fz="h4" id="attendance-leave-title">
        {t.title}
      </Title>
      <QueryView query={leave} loadFailed={t.loadFailed} empty={t.empty}>
        {content}
      </QueryView>
      {refusing && <RefuseLeaveDialog request={refusing} onClose={() => setRefusing(null)} />}
    </Stack>
  );
}
