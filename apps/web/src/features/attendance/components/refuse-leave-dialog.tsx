import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import * as th from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { LeaveRequest } from '../api/get-leave-requests.ts';
import { useRefuseLeave } from '../api/refuse-leave.ts';
import { leavePeriod } from './leave-card.tsx';

const t = th.attendance.leave;

/** Refusing leave: the member is told why, so the reason is required. */
export function RefuseLeaveDialog({ request, onClose }: { request: LeaveRequest; onClose: () => void }) {
  const refuse = useSubmit(useRefuseLeave(), { success: t.refused, onSuccess: onClose, fields: ['reason'] });
  const [reason, setReason] = useState('');

  const close = () => {
    if (!refuse.pending) onClose();
  };

  const submit = () =>
    refuse.submit(
      { id: request.id, reason: reason.trim() },
      reason.trim() === '' ? { reason: t.refuseReasonRequired } : undefined,
    );

  return (
    <Modal opened onClose={close} title={t.refuseTitle} centered>
      <Text style={{ overflowWrap: 'anywhere' }}>{t.refuseMessage(request.member_name, leavePeriod(request))}</Text>
      <Textarea
        mt="md"
        label={t.refuseReasonLabel}
        description={t.refuseReasonDescription}
        required
        autosize
        minRows={2}
        value={reason}
        error={refuse.errors.reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          refuse.setErrors({});
        }}
        data-autofocus
      />
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close} disabled={refuse.pending} size="md">
          {th.common.cancel}
        </Button>
        <Button color="red" onClick={() => void submit()} loading={refuse.pending} size="md">
          {t.refuse}
        </Button>
      </Group>
    </Modal>
  );
}
