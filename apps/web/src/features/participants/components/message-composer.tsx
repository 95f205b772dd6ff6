import { parseFlexContents } from '@chapter/contract/messaging';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import * as th from '../../../i18n/th.ts';
import { normalizeApiError } from '../../../lib/api-error.ts';
import { type FieldErrors, fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { memberKeys } from '../../../lib/query-keys.ts';
import { isLive, type MessageRun, useMessageRun } from '../api/get-message-run.ts';
import { messagingKeys } from '../api/query-keys.ts';
import { type SendPushMessageResult, useSendPushMessage } from '../api/send-push-message.ts';
import { ownMessageErrors } from '../utils/own-message-errors.ts';
import { MessagePreview, type PreviewContent } from './message-preview.tsx';
import { PersonalTextInput } from './personal-text-input.tsx';
import { SendResults } from './send-results.tsx';

interface MessageComposerProps {
  /** The ticked members; sending is disabled while there are none (spec). */
  recipients: ReadonlyArray<{ id: number; fullName: string }>;
  message: string;
  altText: string;
  onMessageChange: (message: string) => void;
  onAltTextChange: (altText: string) => void;
  /** The server took the message; the screen then clears the ticks and the message. */
  onSent: () => void;
}

/** The built-in personal reminder, or a message staff write themselves. */
type Mode = 'reminder' | 'own';

/** The notice lists this many members who were not reached; the results under the button list them all. */
const NAMES_IN_NOTICE = 5;

const p = th.participants;
const c = th.composer;

/**
 * The message to the ticked members: the built-in reminder (each member's own unpaid items, credit,
 * total and pay button) or staff's own text, with the members' details inserted where they choose.
 * Own text that parses as a JSON object is a Flex message (the contract's rule, shared with the
 * server): it has a Description (alt text; left empty, the server writes one from the bubble's
 * words), and the button turns purple and says (Flex). What the server would refuse (an empty
 * message, a broken Flex) is refused here, under the field, and never sent.
 */
export function MessageComposer(props: MessageComposerProps) {
  const { recipients, message, altText, onMessageChange, onAltTextChange, onSent } = props;
  const [mode, setMode] = useState<Mode>('own');
  const [sent, setSent] = useState<SendPushMessageResult | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendPushMessage();
  const result = useFinishedRun(sent);
  const own = mode === 'own';
  const flex = own && parseFlexContents(message) !== null;
  const content: PreviewContent = own ? { message, ...(flex ? { altText } : {}) } : { template: 'reminder' };

  const handleSend = async () => {
    if (send.isPending || recipients.length === 0) return;
    const members = recipients.map((recipient) => recipient.id);
    const found = own ? ownMessageErrors({ members, message, ...(flex ? { altText } : {}) }) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await send.mutateAsync({ members, ...content });
      // The same send pressed again while the first is still going: the server shows the first.
      if (answer.joined) notifyWarning(p.joinedTitle, p.joined);
      setSent(answer);
      onSent();
    } catch (error) {
      // A send over the month's quota is refused whole, with the server's reason (a non-field error);
      // a field's reason also lands under its field.
      setErrors(fieldErrorsFromApi(error) ?? {});
      notifyError(normalizeApiError(error), { prefix: p.errorPrefix });
    }
  };

  return (
    <Stack gap="sm">
      <Radio.Group
        label={c.mode}
        value={mode}
        onChange={(value) => {
          setMode(value as Mode);
          setErrors({});
        }}
      >
        <Stack gap="xs" mt={6}>
          <Radio value="reminder" label={c.modeReminder} description={c.modeReminderHint} />
          <Radio value="own" label={c.modeOwn} />
        </Stack>
      </Radio.Group>
      {own && (
        <PersonalTextInput
          label={p.message}
          description={p.messageDescription}
          value={message}
          onChange={(next) => {
            onMessageChange(next);
            setErrors({});
          }}
          flex={flex}
          error={errors.message}
        />
      )}
      {flex && (
        <TextInput
          label={p.altText}
          description={p.altTextDescription}
          value={altText}
          onChange={(event) => {
            onAltTextChange(event.currentTarget.value);
            setErrors({});
          }}
          error={errors.altText}
        />
      )}
      <MessagePreview recipients={recipients} content={own && message.trim() === '' ? null : content} />
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {p.selected(recipients.length)}
        </Text>
        <Button
          size="md"
          color={flex ? 'violet' : undefined}
          leftSection={<IconSend size={20} aria-hidden />}
          disabled={recipients.length === 0}
          loading={send.isPending}
          onClick={handleSend}
          data-flex={flex || undefined}
        >
          {own ? (flex ? p.sendFlex : p.send) : c.sendReminder}
        </Button>
      </Group>
      {result && <SendResults result={result} onClose={() => setSent(null)} />}
    </Stack>
  );
}

/**
 * The send as it goes: the server answers before LINE has every message (issue 36), so the screen
 * asks after the run until it is over, then says once what became of it and refreshes the outbox
 * and the quota it used.
 */
function useFinishedRun(sent: SendPushMessageResult | null): MessageRun | null {
  const queryClient = useQueryClient();
  const followed = useMessageRun(sent);
  const result = sent === null ? null : (followed.data ?? sent);
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (result === null || isLive(result) || reported.current === result.run) return;
    reported.current = result.run;
    reportResult(result);
    void queryClient.invalidateQueries({ queryKey: memberKeys.outbox() });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.quota() });
  }, [result, queryClient]);
  return result;
}

/**
 * Says what became of the message, and never calls it sent unless it reached LINE: while LINE is
 * not connected every message is only recorded (delivered false), which is a warning, not a success.
 */
function reportResult(result: MessageRun): void {
  if (!result.delivered) {
    notifyWarning(p.recordedOnlyTitle, result.detail);
    return;
  }
  const missed = result.results.filter((item) => item.status !== 'sent');
  if (missed.length < result.results.length) notifySuccess(p.sent);
  if (missed.length > 0) {
    const named = missed.slice(0, NAMES_IN_NOTICE).map((item) => p.notReached(item.full_name, item.detail));
    const more = missed.length > NAMES_IN_NOTICE ? [th.results.notReached(missed.length)] : [];
    notifyWarning(p.notReachedTitle, [...named, ...more].join('\n'));
  }
}
