import type { TAdminPrivacyResponse } from '@chapter/contract/privacy';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import * as th from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { type NoticeKind, usePublishPrivacyNotice } from '../api/publish-privacy-notice.ts';

interface PublishNoticeFormProps {
  /** The members' notice or the visitors'. */
  kind: NoticeKind;
  /** The notice in force, or null before the first. */
  current: TAdminPrivacyResponse['guest_notices'][number] | null;
  /** The server's Thai starting text for a chapter's first notice of this kind. */
  template: string;
}

/**
 * A new version of the notice, starting from the one in force (or the template before the first),
 * published only after the Admin confirms who has to agree: for the members' notice every member
 * again; for the visitors' notice the visitors who register from then on, members are not asked.
 */
export function PublishNoticeForm({ kind, current, template }: PublishNoticeFormProps) {
  const t = th.privacy.admin;
  const texts = t.kinds[kind];
  const titleId = useId();
  const [body, setBody] = useState(current?.body ?? template);
  const nextVersion = (current?.version ?? 0) + 1;
  const publish = useSubmit(usePublishPrivacyNotice(kind), {
    success: texts.published(nextVersion),
    fields: ['body'],
  });
  const unchanged = current !== null && body.trim() === current.body.trim();

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h3" id={titleId}>
          {texts.publishTitle}
        </Title>
        {current === null && <Text size="sm">{t.templateHint}</Text>}
        <Textarea
          label={texts.bodyLabel}
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
                {texts.publish}
              </Button>
            )}
            title={texts.publishConfirmTitle}
            message={texts.publishConfirmMessage(nextVersion)}
            confirmLabel={texts.publish}
            loading={publish.pending}
            // The confirmation closes whatever the answer: a refusal shows under the text or as a toast.
            onConfirm={() => publish.submit(body)}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
