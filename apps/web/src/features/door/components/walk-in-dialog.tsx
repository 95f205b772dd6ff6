import { Button, Checkbox, Modal, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../../components/form-footer.tsx';
import { PrivacyNoticeText } from '../../../components/privacy-notice-text.tsx';
import {
  emptyVisitor,
  VISITOR_FIELDS,
  VisitorFields,
  type VisitorValues,
  visitorFieldProblems,
} from '../../../components/visitor-fields.tsx';
import * as th from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { DoorList, DoorPerson } from '../api/get-door-list.ts';
import { useWalkIn } from '../api/walk-in.ts';
import type { CashTarget } from './cash-dialog.tsx';

const t = th.door.walkIn;

interface WalkInProps {
  meetingId: number;
  people: readonly DoorPerson[];
  notice: DoorList['visitor_notice'];
  /** The visitor is registered and in: their seat, to take the fee for now or later. */
  onWalkedIn: (seat: CashTarget) => void;
}

/**
 * A visitor nobody registered, at the door: the host fills in who they are and who invited them,
 * and the visitor reads the visitors' notice on the host's phone and agrees. Without a notice in
 * force nobody can agree to one, so the button stays off and says why.
 */
export function WalkInButton({ notice, ...props }: WalkInProps) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <Stack gap={4}>
      <Button
        size="md"
        variant="light"
        leftSection={<IconUserPlus size={20} aria-hidden />}
        disabled={notice === null}
        onClick={dialog.open}
      >
        {t.open}
      </Button>
      {notice === null && (
        <Text size="sm" c="dimmed" role="status">
          {t.noNotice}
        </Text>
      )}
      {opened && notice && <WalkInDialog {...props} notice={notice} onClose={dialog.close} />}
    </Stack>
  );
}

interface WalkInDialogProps extends Omit<WalkInProps, 'notice'> {
  notice: NonNullable<DoorList['visitor_notice']>;
  onClose: () => void;
}

function WalkInDialog({ meetingId, people, notice, onWalkedIn, onClose }: WalkInDialogProps) {
  const [values, setValues] = useState<VisitorValues>(emptyVisitor);
  const [inviter, setInviter] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const members = people.flatMap((person) =>
    person.kind === 'member' && person.member !== null ? [{ value: String(person.member), label: person.name }] : [],
  );
  const walkIn = useSubmit(useWalkIn(meetingId), {
    success: (result) => result.detail,
    onSuccess: (result) => {
      onClose();
      const name = `${values.first_name.trim()} ${values.last_name.trim()}`;
      onWalkedIn({ registration: result.registration, fee: result.fee, payer: name, name, afterWalkIn: true });
    },
    fields: [...VISITOR_FIELDS, 'invited_by', 'agreed'],
  });

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const problems = visitorFieldProblems(values);
    if (inviter === null) problems.invited_by = t.inviterRequired;
    if (!agreed) problems.agreed = t.agreeRequired;
    void walkIn.submit({ ...values, invited_by: Number(inviter), agreed: true }, problems);
  };

  return (
    <Modal
      opened
      onClose={() => !walkIn.pending && onClose()}
      title={t.title}
      closeButtonProps={{ 'aria-label': th.common.closeDialog }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <VisitorFields
            values={values}
            onChange={(field, value) => setValues((previous) => ({ ...previous, [field]: value }))}
            errors={walkIn.errors}
            autoFocus
          />
          <Select
            size="md"
            label={t.inviter}
            placeholder={t.inviterPlaceholder}
            data={members}
            value={inviter}
            onChange={setInviter}
            searchable
            nothingFoundMessage={t.nothingFound}
            required
            error={walkIn.errors.invited_by}
            comboboxProps={{ withinPortal: true }}
          />
          <Stack gap={4} component="section" aria-label={t.noticeTitle}>
            <Text fw={600}>{t.noticeTitle}</Text>
            <Text size="sm" c="dimmed">
              {t.noticeIntro}
            </Text>
            <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
              <PrivacyNoticeText version={notice.version} body={notice.text} />
            </ScrollArea.Autosize>
          </Stack>
          <Checkbox
            label={t.agree}
            checked={agreed}
            onChange={(change) => setAgreed(change.currentTarget.checked)}
            error={walkIn.errors.agreed}
          />
          <FormFooter label={t.submit} pending={walkIn.pending} onCancel={onClose} size="md" mt="xs" />
        </Stack>
      </form>
    </Modal>
  );
}
