import type { TAttendanceRow, TPalms } from '@chapter/contract/attendance';
import { Input, Modal, NumberInput, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormFooter } from '../../../components/form-footer.tsx';
import * as th from '../../../i18n/th.ts';
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useCorrectAttendance } from '../api/correct-attendance.ts';

const t = th.attendance.sheet;

/** BNI Connect takes at most this many visitors a member brought (the contract's bound). */
const MAX_VISITORS = 50;

const STATUSES = (['P', 'A', 'L', 'M', 'S'] as const satisfies readonly TPalms[]).map((status) => ({
  value: status,
  label: t.palms[status],
}));

interface CorrectDialogProps {
  meetingId: number;
  row: TAttendanceRow;
  onClose: () => void;
}

/** Corrects one member's letter and visitors on a closed sheet (a check-in missed at the door, say). */
export function CorrectDialog({ meetingId, row, onClose }: CorrectDialogProps) {
  const phone = usePhoneLayout();
  const [status, setStatus] = useState<TPalms>(row.status);
  const [visitors, setVisitors] = useState<number | string>(row.visitors);
  const correct = useSubmit(useCorrectAttendance(meetingId), {
    success: t.correctedDone,
    onSuccess: onClose,
    fields: ['status', 'visitors'],
  });

  const close = () => {
    if (!correct.pending) onClose();
  };

  const submit = () => {
    const count = typeof visitors === 'number' ? visitors : Number.NaN;
    const valid = Number.isInteger(count) && count >= 0 && count <= MAX_VISITORS;
    void correct.submit({ member: row.member, status, visitors: count }, valid ? {} : { visitors: t.visitorsInvalid });
  };

  return (
    <Modal opened onClose={close} title={t.correctTitle(row.name)} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Input.Wrapper label={t.statusLabel} labelElement="div" error={correct.errors.status}>
            {/* Vertical on a phone: five Thai labels side by side do not fit 360 px. */}
            <SegmentedControl
              aria-label={t.statusLabel}
              fullWidth
              orientation={phone ? 'vertical' : 'horizontal'}
              value={status}
              onChange={(value) => setStatus(value as TPalms)}
              data={STATUSES}
              mt={4}
            />
          </Input.Wrapper>
          <NumberInput
            label={t.visitorsLabel}
            min={0}
            max={MAX_VISITORS}
            allowDecimal={false}
            allowNegative={false}
            value={visitors}
            onChange={(value) => {
              setVisitors(value);
              correct.setErrors({});
            }}
            error={correct.errors.visitors}
          />
          <FormFooter label={t.save} pending={correct.pending} onCancel={close} size="md" />
        </Stack>
      </form>
    </Modal>
  );
}
