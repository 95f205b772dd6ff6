import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import * as th from '../../../i18n/th.ts';
import type { MessagePreview as Preview, PreviewBody } from '../api/preview-message.ts';
import { useMessagePreview } from '../hooks/use-message-preview.ts';
import { quotaLeft, quotaText } from '../utils/quota-text.ts';
import { LineMessage } from './line-message.tsx';

/** What is sent, without who to: the built-in reminder, or staff's text (and a Flex message's alt text). */
export type PreviewContent = Omit<PreviewBody, 'members' | 'member'>;

interface MessagePreviewProps {
  recipients: ReadonlyArray<{ id: number; fullName: string }>;
  /** Null while nothing is written yet. */
  content: PreviewContent | null;
}

const t = th.preview;

/**
 * Before sending: one ticked member's exact message as LINE shows it (staff choose whose), how
 * many of the ticked will get it and why the others will not, and the channel's quota.
 */
export function MessagePreview({ recipients, content }: MessagePreviewProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  // Unticking the member shown moves the preview to the first one still ticked.
  const shown = recipients.find((recipient) => recipient.id === chosen) ?? recipients[0];
  const body =
    shown && content ? { members: recipients.map((recipient) => recipient.id), member: shown.id, ...content } : null;
  const { query, stale } = useMessagePreview(body);
  const notReceiving = new Map((query.data?.not_receiving ?? []).map((item) => [item.member, item.status]));
  const optionLabel = (recipient: { id: number; fullName: string }) => {
    const status = notReceiving.get(recipient.id);
    return status ? t.memberOption(recipient.fullName, t.wontReceive[status]) : recipient.fullName;
  };

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="message-preview-title">
      <Stack gap="xs">
        <Title order={2} fz="h5" id="message-preview-title">
          {t.title}
        </Title>
        {!shown ? (
          <Text size="sm" c="dimmed">
            {t.chooseMembers}
          </Text>
        ) : !content ? (
          <Text size="sm" c="dimmed">
            {t.writeFirst}
          </Text>
        ) : (
          <>
            <Select
              label={t.member}
              data={recipients.map((recipient) => ({ value: String(recipient.id), label: optionLabel(recipient) }))}
              value={String(shown.id)}
              onChange={(value) => value && setChosen(Number(value))}
              allowDeselect={false}
              // A long list of ticked members is quicker to search than to scroll on a phone.
              searchable={recipients.length > 8}
            />
            {query.isError && !stale && (
              <Text size="sm" c="red.9" style={{ whiteSpace: 'pre-line' }}>
                {[t.failed, ...query.error.errorMessages].join('\n')}
              </Text>
            )}
            {query.data ? (
              <Stack gap="xs" aria-busy={stale} style={{ opacity: stale ? 0.6 : 1 }} data-testid="message-preview">
                <PreviewDetails preview={query.data} memberName={shown.fullName} recipients={recipients} />
              </Stack>
            ) : (
              !query.isError && (
                <Text size="sm" c="dimmed">
                  {t.loading}
                </Text>
              )
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

interface PreviewDetailsProps {
  preview: Preview;
  memberName: string;
  recipients: MessagePreviewProps['recipients'];
}

function PreviewDetails({ preview, memberName, recipients }: PreviewDetailsProps) {
  const skipped = (['no_line_account', 'blocked', 'opted_out', 'nothing_owed'] as const).filter(
    (reason) => preview.skipped[reason] > 0,
  );
  const skippedCount = skipped.reduce((sum, reason) => sum + preview.skipped[reason], 0);
  const left = quotaLeft(preview.quota);
  return (
    <>
      {/* Said even when the message is drawn (a reminder is composed for a member without LINE too):
          the bubble alone reads as if it will arrive. */}
      {preview.status !== 'will_send' && (
        <Text size="sm" c="orange.8" data-testid="not-for-this-member">
          {t.notForThisMember[preview.status]}
        </Text>
      )}
      {preview.preview && <LineMessage message={preview.preview} memberName={memberName} />}
      <Stack gap={2} data-testid="preview-counts">
        <Text fw={600}>{t.recipients(preview.recipients)}</Text>
        {skippedCount > 0 && (
          <Text size="sm" c="dimmed">
            {[
              t.skippedTitle(skippedCount),
              skipped.map((reason) => t.skipped[reason](preview.skipped[reason])).join(', '),
            ].join(' ')}
          </Text>
        )}
        {skipped.map((reason) => {
          const names = preview.not_receiving
            .filter((item) => item.status === reason)
            .map((item) => recipients.find((recipient) => recipient.id === item.member)?.fullName)
            .filter((name) => name !== undefined);
          return (
            names.length > 0 && (
              <Text key={reason} size="sm" c="orange.8" data-testid="not-receiving">
                {`${t.wontReceive[reason]}: ${names.join(', ')}`}
              </Text>
            )
          );
        })}
      </Stack>
      <Text size="sm" data-testid="quota">
        {quotaText(preview.quota)}
      </Text>
      {left !== null && preview.recipients > left && (
        <Text size="sm" c="red.9" fw={600}>
          {t.overQuota(left)}
        </Text>
      )}
    </>
  );
}
