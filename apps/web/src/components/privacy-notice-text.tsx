import { Stack, Text } from '@mantine/core';
import * as th from '../i18n/th.ts';
import { formatDate } from '../lib/format.ts';

interface PrivacyNoticeTextProps {
  version: number;
  body: string;
  /** Left out where the answer carries no date (the door's walk-in, which has the version only). */
  publishedAt?: string;
}

/**
 * A privacy notice as the chapter wrote it: its version and date, then the body as plain text with
 * its line breaks kept. Never HTML: an Admin typed it, and React writes it as text.
 */
export function PrivacyNoticeText({ version, body, publishedAt }: PrivacyNoticeTextProps) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {th.privacy.version(version)}
        {publishedAt !== undefined && ` · ${th.privacy.publishedOn(formatDate(publishedAt))}`}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="privacy-notice-body">
        {body}
      </Text>
    </Stack>
  );
}
