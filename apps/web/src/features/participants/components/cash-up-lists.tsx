import type { TCashUpDifference, TCashUpSeat } from '@chapter/contract/cash-up';
import { Badge, Button, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import * as th from '../../../i18n/th.ts';
import { formatBaht, formatDateTime } from '../../../lib/format.ts';
import type { CashUp } from '../api/meeting-cash-up.ts';
import { RecordCard } from './record-card.tsx';
import classes from './record-cards.module.css';

const t = th.cashUp;
const baht = (amount: number) => t.baht(formatBaht(amount));

const DIFFERENCE_COLOURS: Record<TCashUpDifference['kind'], string> = {
  came_not_paid: 'red',
  paid_not_came: 'orange',
  paid_twice: 'grape',
};

/** Each person whose money does not match the seat: who, which kind of difference, how much. */
export function CashUpDifferences({ differences }: { differences: TCashUpDifference[] }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="cash-up-differences">
      <Title order={3} fz="h6" id="cash-up-differences">
        {t.differencesTitle}
      </Title>
      {differences.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.differencesNone}
        </Text>
      ) : (
        <ul className={classes.list} aria-labelledby="cash-up-differences">
          {differences.map((difference) => (
            <RecordCard
              // One seat may have two differences (paid twice for a seat they missed); a difference
              // without a seat is a person's.
              key={`${difference.registration ?? difference.name}-${difference.kind}`}
              name={difference.name}
              testId="cash-up-difference-item"
              aside={
                <Badge color={DIFFERENCE_COLOURS[difference.kind]} variant="light" tt="none">
                  {t.differenceKinds[difference.kind]}
                </Badge>
              }
            >
              <Group justify="space-between" gap="xs">
                <Text size="sm" c="dimmed">
                  {t.kinds[difference.person_kind]}
                </Text>
                <Text size="sm" fw={600}>
                  {baht(difference.amount)}
                </Text>
              </Group>
            </RecordCard>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** Every seat of the meeting and where its money came from: folded away until asked for. */
export function CashUpSeats({ seats }: { seats: TCashUpSeat[] }) {
  const [shown, seatList] = useDisclosure(false);
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="h6">
          {t.seatsTitle(seats.length)}
        </Title>
        <Button
          variant="subtle"
          size="compact-md"
          rightSection={shown ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
          aria-expanded={shown}
          aria-controls="cash-up-seats"
          onClick={seatList.toggle}
        >
          {shown ? t.hideSeats : t.showSeats}
        </Button>
      </Group>
      <Collapse expanded={shown} id="cash-up-seats">
        {shown && (
          <ul className={classes.list}>
            {seats.map((seat) => (
              <SeatCard key={seat.registration} seat={seat} />
            ))}
          </ul>
        )}
      </Collapse>
    </Stack>
  );
}

function SeatCard({ seat }: { seat: TCashUpSeat }) {
  return (
    <RecordCard
      name={seat.name}
      testId="cash-up-seat"
      aside={
        <Text size="sm" fw={600}>
          {baht(seat.fee)}
        </Text>
      }
    >
      <Text size="sm" c="dimmed">
        {[t.kinds[seat.kind], seat.came ? t.came : t.notCame, seat.source ? t.sources[seat.source] : t.unpaid].join(
          ' · ',
        )}
      </Text>
      {seat.payer_name !== seat.name && <Text size="sm">{t.paidBy(seat.payer_name)}</Text>}
      {seat.references.length > 0 && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t.references(seat.references.join(', '))}
        </Text>
      )}
    </RecordCard>
  );
}

/** Money of this meeting confirmed or reversed after the cash-up was closed. */
export function CashUpLateChanges({ changes }: { changes: CashUp['late_changes'] }) {
  if (changes.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="cash-up-late">
      <Title order={3} fz="h6" id="cash-up-late">
        {t.lateTitle}
      </Title>
      <ul className={classes.list} aria-labelledby="cash-up-late">
        {changes.map((change) => (
          <RecordCard
            key={`${change.confirmation}-${change.kind}`}
            name={change.name}
            testId="cash-up-late-change"
            aside={
              <Badge color={change.kind === 'confirmed' ? 'green' : 'red'} variant="light" tt="none">
                {t.lateKinds[change.kind]}
              </Badge>
            }
          >
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                {t.lateBy(change.by_name, formatDateTime(change.at))}
              </Text>
              <Text size="sm" fw={600}>
                {baht(change.amount)}
              </Text>
            </Group>
          </RecordCard>
        ))}
      </ul>
    </Stack>
  );
}
