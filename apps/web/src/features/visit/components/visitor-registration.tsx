import { fullName } from '@chapter/contract/names';
import type { TVisitStatus } from '@chapter/contract/visitors';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { formatBaht } from '../../../lib/format.ts';
import type { Visit, Visitor } from '../api/get-visit.ts';
import { VisitCheckInCode } from './visit-check-in-code.tsx';
import { VisitConsent } from './visit-consent.tsx';
import { VisitPayment } from './visit-payment.tsx';
import { VisitSlips } from './visit-slips.tsx';

const t = th.visit.registration;

const COLORS: Record<TVisitStatus, string> = {
  invited: 'gray',
  registered: 'orange',
  pay_at_door: 'blue',
  slip_waiting: 'yellow',
  paid: 'green',
  refused: 'red',
  cancelled: 'gray',
};

/** Nothing is left to pay for: paid, or the registration is gone. */
const SETTLED: ReadonlySet<TVisitStatus> = new Set(['paid', 'cancelled']);

/** No seat to check in to: nobody registered through the link yet, or the registration is gone. */
const NO_SEAT: ReadonlySet<TVisitStatus> = new Set(['invited', 'cancelled']);

interface VisitorRegistrationProps {
  token: string;
  visit: Visit;
  visitor: Visitor;
}

/**
 * Once registered: where the visitor stands and what they owe, the ways to pay it while something
 * is owed (the QR, a slip, cash at the door), and the slips they sent with staff's answer. A guest
 * someone else registered (a substitute who pays their own meal) agrees to the notice first: the
 * ways to pay appear only then, as the server takes no slip or door before. The check-in code
 * for the door comes first: at the meeting, it is what they opened the page for.
 */
export function VisitorRegistration({ token, visit, visitor }: VisitorRegistrationProps) {
  const { status } = visitor;
  const owes = visitor.owed > 0 && !SETTLED.has(status);
  const mustAgree = visitor.needs_consent && status !== 'cancelled';
  return (
    <>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visit-registration-title">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={2} fz="h4" id="visit-registration-title">
              {t.title}
            </Title>
            <Badge
              color={COLORS[status]}
              variant="light"
              size="lg"
              radius="sm"
              tt="none"
              data-testid="visit-status"
              data-status={status}
            >
              {th.visitStatusLabels[status]}
            </Badge>
          </Group>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t.who(fullName(visitor.first_name, visitor.last_name), visitor.company)}
          </Text>
          <Text size="sm">{mustAgree ? th.visit.consent.explain : t.explain[status]}</Text>
          {owes && (
            <Text fw={700} fz="lg" data-testid="visit-owed">
              {t.owed(formatBaht(visitor.owed))}
            </Text>
          )}
        </Stack>
      </Paper>
      {!NO_SEAT.has(status) && <VisitCheckInCode token={token} />}
      {mustAgree && <VisitConsent token={token} notice={visit.notice} />}
      {owes && !mustAgree && <VisitPayment token={token} visitor={visitor} promptpay={visit.promptpay} />}
      {visitor.slips.length > 0 && <VisitSlips slips={visitor.slips} />}
    </>
  );
}
