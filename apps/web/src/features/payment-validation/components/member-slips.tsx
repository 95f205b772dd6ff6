import { Button, Checkbox, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCircleXFilled, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { SlipCheck } from '../../../components/slip-check.tsx';
import { SlipImageModal } from '../../../components/slip-image-modal.tsx';
import { SlipThumbnail } from '../../../components/slip-thumbnail.tsx';
import { StatusIcon } from '../../../components/status-icon.tsx';
import * as th from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { MemberSlip } from '../api/get-payment-detail-list.ts';
import { mayRefuse, type Payer } from '../utils/payer.ts';
import { slipAmountText } from '../utils/slip-amount.ts';
import { CheckSlipAgainButton } from './check-slip-again-button.tsx';
import classes from './member-payment-panel.module.css';
import { ReferenceClashes } from './reference-clashes.tsx';
import { RefuseSlipDialog } from './refuse-slip-dialog.tsx';

interface MemberSlipsProps {
  /** Whose slips: a guest's are refused in a guest's words, and not by whoever brought them. */
  payer: Payer;
  slips: readonly MemberSlip[];
  /** Ticked waiting slips' ids. */
  value: number[];
  onChange: (value: number[]) => void;
  /** A slip was refused: the form starts over from the lists as they are now. */
  onRefused: () => void;
}

/**
 * The payer's slips, waiting ones first: a thumbnail that opens the full image, the amount the
 * member stated, what the slip's QR and the verification provider say and, for a waiting slip, a tick to take it and a way to refuse it. Accepted and
 * refused slips show their state (and the refusal's reason) and cannot be ticked.
 */
export function MemberSlips({ payer, slips, value, onChange, onRefused }: MemberSlipsProps) {
  const [viewing, setViewing] = useState<MemberSlip | null>(null);
  const [refusing, setRefusing] = useState<MemberSlip | null>(null);
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((ticked) => ticked !== id));

  return (
    <Stack gap="xs" component="section" aria-labelledby="member-slips-title">
      <Title order={3} fz="md" id="member-slips-title">
        {th.validation.slipsTitle}
      </Title>
      {slips.length === 0 ? (
        <Text c="dimmed">{payer.type === 'guest' ? th.validation.guestSlipsEmpty : th.validation.slipsEmpty}</Text>
      ) : (
        <ul className={classes.slips}>
          {slips.map((slip) => (
            <SlipCard
              key={slip.id}
              slip={slip}
              ticked={value.includes(slip.id)}
              refusable={mayRefuse(payer)}
              onTick={(checked) => toggle(slip.id, checked)}
              onView={() => setViewing(slip)}
              onRefuse={() => setRefusing(slip)}
            />
          ))}
        </ul>
      )}
      {viewing && <SlipImageModal slip={viewing} opened onClose={() => setViewing(null)} />}
      {refusing && (
        <RefuseSlipDialog
          slip={refusing}
          guest={payer.type === 'guest'}
          onClose={() => setRefusing(null)}
          onRefused={() => {
            setRefusing(null);
            onRefused();
          }}
        />
      )}
    </Stack>
  );
}

/** The thumbnail's fixed box, in pixels. */
const THUMBNAIL = 96;

interface SlipCardProps {
  slip: MemberSlip;
  ticked: boolean;
  /** False when the signed-in staff member may not refuse it (the server would not let them). */
  refusable: boolean;
  onTick: (checked: boolean) => void;
  onView: () => void;
  onRefuse: () => void;
}

function SlipCard({ slip, ticked, refusable, onTick, onView, onRefuse }: SlipCardProps) {
  const uploadedAt = formatDateTime(slip.created);
  const amount = slipAmountText(slip);
  return (
    <Paper component="li" withBorder radius="md" p="xs" className={classes.slip} data-testid="member-slip">
      <Stack gap={6} className={classes.slipBody}>
        <UnstyledButton
          onClick={onView}
          aria-label={th.payment.viewSlip(uploadedAt)}
          className={classes.slipImage}
          w={THUMBNAIL}
          h={THUMBNAIL}
        >
          <SlipThumbnail src={slip.thumbnail} size={THUMBNAIL} />
        </UnstyledButton>
        {slip.status === 'waiting' ? (
          <Checkbox
            size="md"
            checked={ticked}
            onChange={(event) => onTick(event.currentTarget.checked)}
            label={
              <>
                <Text component="span" fw={700} display="block">
                  {amount}
                </Text>
                <Text component="span" size="xs" c="dimmed" display="block">
                  {uploadedAt}
                </Text>
              </>
            }
          />
        ) : (
          <div>
            <Text fw={700}>{amount}</Text>
            <Text size="xs" c="dimmed">
              {uploadedAt}
            </Text>
          </div>
        )}
        <SlipCheck slip={slip} />
        <ReferenceClashes clashes={slip.reference_clashes} />
        <CheckSlipAgainButton slip={slip} />
        <SlipState slip={slip} />
        {slip.status === 'waiting' && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconX size={16} aria-hidden />}
            aria-label={th.validation.refuseSlip(uploadedAt)}
            disabled={!refusable}
            onClick={onRefuse}
            className={classes.slipRefuse}
          >
            {th.validation.refuse}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Waiting and accepted slips show the shared status icon; a refused one says so in words, with the reason. */
function SlipState({ slip }: { slip: MemberSlip }) {
  if (slip.status !== 'refused') {
    const accepted = slip.status === 'accepted';
    return (
      <StatusIcon done={accepted} notDone="waiting" label={accepted ? th.payment.validated : th.payment.waiting} />
    );
  }
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap">
        <IconCircleXFilled aria-hidden size={22} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
        <Text size="sm" c="red.8" fw={500}>
          {th.validation.slipRefused}
        </Text>
      </Group>
      {slip.refusal_reason && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {th.validation.refusalReason(slip.refusal_reason)}
        </Text>
      )}
    </Stack>
  );
}
