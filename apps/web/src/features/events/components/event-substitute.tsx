import { fullName } from '@chapter/contract/names';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { LoadBoundary, lazyPart } from '../../../components/lazy-part.tsx';
import * as th from '../../../i18n/th.ts';
import { absoluteUrl } from '../../../lib/absolute-url.ts';
import { formatBaht } from '../../../lib/format.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { AvailableEvent } from '../api/get-available-events.ts';
import { type Substitute, useCancelSubstitute, useMySubstitutes } from '../api/substitutes.ts';

const t = th.substitute;

/** The form and the pay link's dialog (and Mantine's Modal with them) come when opened (ADR 66). */
const SubstituteForm = lazyPart(() => import('./substitute-form.tsx').then((m) => m.SubstituteForm));
const SubstitutePayLinkModal = lazyPart(() =>
  import('./substitute-pay-link-modal.tsx').then((m) => m.SubstitutePayLinkModal),
);

/**
 * A weekly meeting's substitute (ADR 54): the member who cannot come sends one, whose meal fee is
 * added to what they owe, or, where the chapter says so, paid by the substitute through their own
 * link (shown once, after sending); once sent, who it is, the fee and whether it is paid, and
 * cancelling while the meeting has not started and the fee is unpaid. Other events take no substitutes.
 */
export function EventSubstitute({ event, openForm = false }: { event: AvailableEvent; openForm?: boolean }) {
  if (event.substitute_fee === null) return null;
  return <MeetingSubstitute event={event} fee={event.substitute_fee} openForm={openForm} />;
}

/** Only meeting cards ask for the member's substitutes (one request for all of them, cached). */
function MeetingSubstitute({ event, fee, openForm }: { event: AvailableEvent; fee: number; openForm: boolean }) {
  // Held here, not in the form: once sent, the card shows the substitute and the form's button goes.
  const [payLink, setPayLink] = useState<{ url: string; name: string } | null>(null);
  const onSent = (sent: Substitute) => {
    if (sent.pay_link === null) return;
    setPayLink({
      url: absoluteUrl(sent.pay_link),
      name: fullName(sent.first_name, sent.last_name),
    });
  };
  return (
    <>
      <SubstituteState event={event} fee={fee} onSent={onSent} openForm={openForm} />
      {payLink && (
        <LoadBoundary fallback={null}>
          <SubstitutePayLinkModal url={payLink.url} name={payLink.name} onClose={() => setPayLink(null)} />
        </LoadBoundary>
      )}
    </>
  );
}

interface SubstituteStateProps {
  event: AvailableEvent;
  fee: number;
  onSent: (sent: Substitute) => void;
  /** Open the form at once (the member came from the chat's "ส่งตัวแทน", issue 37). */
  openForm?: boolean;
}

function SubstituteState({ event, fee, onSent, openForm }: SubstituteStateProps) {
  const substitutes = useMySubstitutes();
  // Until the member's substitutes are known, nothing: offering to send one could be wrong.
  if (substitutes.data === undefined) return null;
  const sent = substitutes.data.find((substitute) => substitute.event_id === event.id);
  if (sent) return <SentSubstitute event={event} substitute={sent} />;
  if (Date.parse(event.event_start_date_time) <= Date.now()) return null;
  return <SendSubstituteButton event={event} fee={fee} onSent={onSent} openForm={openForm} />;
}

function SendSubstituteButton({ event, fee, onSent, openForm = false }: SubstituteStateProps) {
  const [opened, form] = useDisclosure(openForm);
  return (
    <>
      <Button
        size="md"
        fullWidth
        variant="light"
        leftSection={<IconUserShare size={20} aria-hidden />}
        onClick={form.open}
      >
        {t.send}
      </Button>
      {opened && (
        <LoadBoundary fallback={null}>
          <SubstituteForm event={event} fee={fee} onClose={form.close} onSent={onSent} />
        </LoadBoundary>
      )}
    </>
  );
}

function SentSubstitute({ event, substitute }: { event: AvailableEvent; substitute: Substitute }) {
  const cancel = useSubmit(useCancelSubstitute(), { success: (answer) => answer.detail, fields: [] });
  const name = fullName(substitute.first_name, substitute.last_name);
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="event-substitute">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {t.sent(name)}
            </Text>
            <Text size="sm">
              {substitute.pays_self ? t.paysSelf(formatBaht(substitute.fee)) : t.fee(formatBaht(substitute.fee))}
            </Text>
          </Stack>
          <Badge color={substitute.is_paid ? 'green' : 'orange'} variant="light" tt="none" style={{ flexShrink: 0 }}>
            {substitute.is_paid ? t.paid : substitute.pays_self ? t.unpaidSelf : t.unpaid}
          </Badge>
        </Group>
        {substitute.can_cancel ? (
          <ConfirmButton
            button={(ask) => (
              <Button size="md" fullWidth variant="outline" color="red" onClick={ask}>
                {t.cancel}
              </Button>
            )}
            title={t.cancelConfirmTitle}
            message={t.cancelConfirmMessage(name, event.name)}
            confirmLabel={t.cancel}
            dismissLabel={t.keep}
            loading={cancel.pending}
            onConfirm={() => cancel.submit(event.id)}
          />
        ) : (
          substitute.is_paid && (
            <Text size="sm" c="dimmed">
              {t.paidNoCancel}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}
