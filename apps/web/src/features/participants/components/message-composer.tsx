import { parseFlexContents } from '@chapter/contract/messaging';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { th } from '../../../i18n/th.ts';
import { normalizeApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { type SendPushMessageResult, useSendPushMessage } from '../api/send-push-message.ts';

interface MessageComposerProps {
  /** The ticked members' ids; sending is disabled while there are none (spec). */
  recipients: number[];
  message: string;
  altText: string;
  onMessageChange: (message: string) => void;
  onAltTextChange: (altText: string) => void;
  /** The server took the message; the screen then clears the ticks and the message. */
  onSent: () => void;
}

const p = th.participants;

/**
 * The message to the ticked members. Text that parses as a JSON object is a Flex message (the
 * contract's rule, shared with the server): it needs a Description (alt text), and the button
 * turns purple and says (Flex).
 */
export function MessageComposer(props: MessageComposerProps) {
  const { recipients, message, altText, onMessageChange, onAltTextChange, onSent } = props;
  const send = useSendPushMessage();
  const flex = parseFlexContents(message) !== null;

  const handleSend = async () => {
    if (send.isPending || recipients.length === 0) return;
    try {
      const result = await send.mutateAsync({ members: recipients, message, ...(flex ? { altText } : {}) });
      reportResult(result);
      onSent();
    } catch (error) {
      notifyError(normalizeApiError(error), { prefix: p.errorPrefix });
    }
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={p.message}
        description={p.messageDescription}
        value={message}
        onChange={(event) => onMessageChange(event.currentTarget.value)}
        autosize
        minRows={4}
        maxRows={14}
      />
      {flex && (
        <TextInput
          label={p.altText}
          description={p.altTextDescription}
          value={altText}
          onChange={(event) => onAltTextChange(event.currentTarget.value)}
        />
      )}
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
          {flex ? p.sendFlex : p.send}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Says what became of the message, and never calls it sent unless it reached LINE: while LINE is
 * not connected every message is only recorded (delivered false), which is a warning, not a success.
 */
function reportResult(result: SendPushMessageResult): void {
  if (!result.delivered) {
    notifyWarning(p.recordedOnlyTitle, result.detail);
    return;
  }
  const missed = result.results.filter((item) => item.status !== 'sent');
  if (missed.length < result.results.length) notifySuccess(p.sent);
  if (missed.length > 0) {
    notifyWarning(p.notReachedTitle, missed.map((item) => p.notReached(item.full_name, item.detail)).join('\n'));
  }
}
