import { Paper, Stack, Text, Title } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import type { Notice } from '../api/get-visit.ts';

/** The visitors' privacy notice in force, as the chapter wrote it, under `intro` (why it is read now). */
export function VisitNotice({ notice, intro }: { notice: Notice; intro: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visit-notice-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="visit-notice-title">
          {th.visit.notice.title}
        </Title>
        <Text size="sm">{intro}</Text>
        <Text size="sm" c="dimmed">
          {th.privacy.version(notice.version)}
        </Text>
        {/* Plain text with its line breaks kept, never HTML: an Admin typed it. */}
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="visit-notice-body">
          {notice.text}
        </Text>
      </Stack>
    </Paper>
  );
}
