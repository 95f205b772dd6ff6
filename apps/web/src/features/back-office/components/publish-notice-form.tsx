import type { TAdminPrivacyResponse } from '@chapter/contract/privacy';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { th } from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { usePublishPrivacyNotice } from '../api/publish-privacy-notice.ts';

interface PublishNoticeFormProps {
  /** The notice in force, or null before the first. */
  current: TAdminPrivacyResponse['notices'][number] | null;
  /** The server's Thai starting text for a chapter's first notice. */
  template: string;
}

/**
 * A new version of the notice, starting from the one in force (or the template before the first),
 * published only after the Admin confirms that every member will have to agree again.
 */
export function PublishNoticeForm({ current, template }: PublishNoticeFormProps) {
  const t = th.privacy.admin;
  const [body, setBody] = useState(current?.body ?? template);
  const nextVersion = (current?.version ?? 0) + 1;
  const publish = useSubmit(usePublishPrivacyNotice(), { success: t.published(nextVersion), fields: ['body'] });
  const unchanged = current !== null && body.trim() === current.body.trim();

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="publish-notice-title">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="publish-notice-title">
          {t.publishTitle}
        </Title>
        {current === null && <Text size="sm">{t.templateHint}</Text>}
        <Textarea
          label={t.bodyLabel}
          description={t.bodyHint}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={publish.errors.body}
          autosize
          minRows={8}
          maxRows={24}
        />
        <Group justify="flex-end" gap="sm">
          {unchanged && (
            <Text size="sm" c="dimmed">
              {t.unchanged}
            </Text>
          )}
          <ConfirmButton
            button={(ask) => (
              <Button onClick={ask} disabled={unchanged || body.trim() === ''}>
                {t.publish}
              </Button>
            )}
            title={t.publishConfirmTitle}
            message={t.publishConfirmMessage(nextVersion)}
            confirmLabel={t.publish}
            loading={publish.pending}
            // The confirmation closes whatever the answer: a refusal shows under the text or as a toast.
            onConfirm={() => publish.submit(body)}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
