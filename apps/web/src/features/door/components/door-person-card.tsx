import { Badge, Button, Group, Text } from '@mantine/core';
import { IconCash, IconCircleCheck } from '@tabler/icons-react';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import * as th from '../../../i18n/th.ts';
import { formatBaht, formatTime } from '../../../lib/format.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useCheckIn } from '../api/check-in.ts';
import type { DoorPerson } from '../api/get-door-list.ts';
import { useUndoCheckIn } from '../api/undo-check-in.ts';
import { type SeatState, seatState, takesCash } from '../utils/door-people.ts';
import type { CashTarget } from './cash-dialog.tsx';
import classes from './door-person-card.module.css';

const t = th.door;

const KIND_COLORS: Record<DoorPerson['kind'], string> = { member: 'blue', visitor: 'grape', substitute: 'orange' };

interface DoorPersonCardProps {
  meetingId: number;
  person: DoorPerson;
  onTakeCash: (target: CashTarget) => void;
}

/** One person at the door: who they are, their seat and check-in, and what the host can do for them. */
export function DoorPersonCard({ meetingId, person, onTakeCash }: DoorPersonCardProps) {
  const { check_in: checkIn, seat } = person;
  return (
    <li className={classes.card} data-checked-in={checkIn ? true : undefined} data-testid="door-person">
      <Group gap={6} wrap="wrap" align="center">
        <Text fw={600} className={classes.name}>
          {person.name}
        </Text>
        <Badge size="sm" variant="light" color={KIND_COLORS[person.kind]}>
          {t.kinds[person.kind]}
        </Badge>
      </Group>
      {(person.company || person.business_category) && (
        <Text size="sm" c="dimmed" className={classes.name}>
          {[person.company, person.business_category].filter(Boolean).join(' · ')}
        </Text>
      )}
      {person.host_name && (
        <Text size="sm">
          {person.kind === 'substitute' ? t.substituteFor(person.host_name) : t.invitedBy(person.host_name)}
        </Text>
      )}
      {person.substitute_name && <Text size="sm">{t.sendsSubstitute(person.substitute_name)}</Text>}
      <Group gap={6} wrap="wrap">
        <SeatBadge state={seatState(seat)} />
        {person.away && (
          <Badge size="md" variant="outline" color="gray">
            {t.away[person.away]}
          </Badge>
        )}
        {checkIn ? (
          <>
            <Badge size="md" variant="filled" color="green" leftSection={<IconCircleCheck size={14} aria-hidden />}>
              {t.checkedInAt(formatTime(checkIn.at))}
            </Badge>
            {checkIn.late && (
              <Badge size="md" variant="filled" color="orange">
                {t.late}
              </Badge>
            )}
            <Text span size="xs" c="dimmed">
              {t.checkedInBy(checkIn.by_name)}
            </Text>
          </>
        ) : (
          <Badge size="md" variant="outline" color="gray">
            {t.notCheckedIn}
          </Badge>
        )}
      </Group>
      {seat && seat.payer_name !== person.name && !seat.paid && (
        <Text size="xs" c="dimmed">
          {t.paidBy(seat.payer_name)}
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        {checkIn ? (
          <UndoButton meetingId={meetingId} name={person.name} checkInId={checkIn.id} at={checkIn.at} />
        ) : (
          <CheckInButton meetingId={meetingId} person={person} />
        )}
        {takesCash(seat) && (
          <Button
            size="md"
            variant="light"
            color="teal"
            leftSection={<IconCash size={18} aria-hidden />}
            aria-label={t.takeCashFor(person.name)}
            onClick={() =>
              onTakeCash({ registration: seat.registration, fee: seat.fee, payer: seat.payer_name, name: person.name })
            }
          >
            {t.takeCash}
          </Button>
        )}
      </Group>
    </li>
  );
}

function SeatBadge({ state }: { state: SeatState }) {
  switch (state.kind) {
    case 'paid':
      return (
        <Badge color="green" variant="light">
          {t.seat.paid}
        </Badge>
      );
    case 'slip-waiting':
      return (
        <Badge color="yellow" variant="light">
          {t.seat.slipWaiting}
        </Badge>
      );
    case 'pay-at-door':
      return (
        <Badge color="orange" variant="light">
          {t.seat.payAtDoor(formatBaht(state.fee))}
        </Badge>
      );
    case 'owed':
      return (
        <Badge color="red" variant="light">
          {t.seat.owed(formatBaht(state.fee))}
        </Badge>
      );
    case 'not-registered':
      return (
        <Badge color="gray" variant="light">
          {t.seat.notRegistered}
        </Badge>
      );
  }
}

/** A tap on the name: asks first, naming the person, so a thumb on the wrong card checks in nobody. */
function CheckInButton({ meetingId, person }: { meetingId: number; person: DoorPerson }) {
  const send = useSubmit(useCheckIn(meetingId), { success: (result) => result.detail, fields: [] });
  const body = person.kind === 'member' ? { member: person.member ?? undefined } : { guest: person.guest ?? undefined };
  return (
    <ConfirmButton
      button={(ask) => (
        <Button size="md" onClick={ask} aria-label={t.checkInFor(person.name)}>
          {t.checkIn}
        </Button>
      )}
      title={t.checkInTitle}
      message={t.checkInMessage(person.name)}
      confirmLabel={t.checkIn}
      onConfirm={() => send.submit(body)}
      loading={send.pending}
    />
  );
}

function UndoButton({
  meetingId,
  name,
  checkInId,
  at,
}: {
  meetingId: number;
  name: string;
  checkInId: number;
  at: string;
}) {
  const send = useSubmit(useUndoCheckIn(meetingId), { success: (result) => result.detail, fields: [] });
  return (
    <ConfirmButton
      button={(ask) => (
        <Button size="md" variant="default" onClick={ask} aria-label={t.undoFor(name)}>
          {t.undo}
        </Button>
      )}
      title={t.undoTitle}
      message={t.undoMessage(name, formatTime(at))}
      confirmLabel={t.undoConfirm}
      dismissLabel={t.undoDismiss}
      onConfirm={() => send.submit(checkInId)}
      loading={send.pending}
    />
  );
}
