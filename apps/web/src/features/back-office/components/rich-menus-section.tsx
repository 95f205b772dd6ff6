import type { TRebuildRichMenusResponse } from '@chapter/contract/rich-menus';
import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import * as th from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useRebuildRichMenus } from '../api/rebuild-rich-menus.ts';

const t = th.richMenus;

/**
 * The chapter's LINE rich menus (issue 37): one button makes them again where their definition
 * or picture changed and links members by role; what it did stays on screen under it.
 */
export function RichMenusSection() {
  const [result, setResult] = useState<TRebuildRichMenusResponse | null>(null);
  const rebuild = useSubmit(useRebuildRichMenus(), {
    success: (answer) => (answer.line_configured ? t.done : t.notConfigured),
    onSuccess: setResult,
    fields: [],
  });

  return (
    <Paper withBorder p="lg" maw={560}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.intro}
        </Text>
        <Group>
          <Button loading={rebuild.pending} onClick={() => void rebuild.submit(undefined)}>
            {t.button}
          </Button>
        </Group>
        {result && <RebuildResult result={result} />}
      </Stack>
    </Paper>
  );
}

function RebuildResult({ result }: { result: TRebuildRichMenusResponse }) {
  if (!result.line_configured) return <Text size="sm">{t.notConfigured}</Text>;
  return (
    <Stack gap={4} aria-live="polite">
      <List size="sm" spacing={4}>
        {result.menus.map((menu) => (
          <List.Item key={menu.audience}>
            <Group gap="xs">
              <Text size="sm">{t.audiences[menu.audience]}</Text>
              <Badge color={menu.created ? 'green' : 'gray'} variant="light">
                {menu.created ? t.created : t.kept}
              </Badge>
            </Group>
          </List.Item>
        ))}
      </List>
      <Text size="sm">{t.links(result.linked, result.unlinked)}</Text>
    </Stack>
  );
}
