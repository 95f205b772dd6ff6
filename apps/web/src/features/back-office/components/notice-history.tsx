import type { TAdminPrivacyResponse } from '@chapter/contract/privacy';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { PrivacyNoticeText } from '../../../components/privacy-notice-text.tsx';
import * as th from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';

type NoticeHistoryProps =
  /** The members' notice: with how many members agreed to each version. */
  | { kind: 'member'; notices: TAdminPrivacyResponse['notices'] }
  /** The visitors' notice (issue 34): guests agree as they register, nobody is counted yet. */
  | { kind: 'guest'; notices: TAdminPrivacyResponse['guest_notices'] };

/** The notice in force as its readers see it (members: with how many agreed), then every version published. */
export function NoticeHistory({ kind, notices }: NoticeHistoryProps) {
  const t = th.privacy.admin;
  const texts = t.kinds[kind];
  const titleId = useId();
  const current = notices[0];
  const counted = kind === 'member';
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Title order={2} fz="h3" id={titleId}>
          {texts.inForceTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.intro}
        </Text>
      </Stack>
      {current ? (
        <Paper
          withBorder
          radius="md"
          p="md"
          data-testid={kind === 'guest' ? 'guest-notice-in-force' : 'notice-in-force'}
        >
          <Stack gap="xs">
            {'agreed_count' in current && (
              <Text size="sm" fw={600}>
                {t.agreedTotal(current.agreed_count)}
              </Text>
            )}
            <PrivacyNoticeText version={current.version} body={current.body} publishedAt={current.published_at} />
          </Stack>
        </Paper>
      ) : (
        <Text c="dimmed">{texts.noneYet}</Text>
      )}
      {notices.length > 0 && (
        <>
          <Title order={3} fz="h4">
            {texts.historyTitle}
          </Title>
          <Table.ScrollContainer minWidth={counted ? 480 : 300}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.columns.version}</Table.Th>
                  <Table.Th>{t.columns.publishedAt}</Table.Th>
                  <Table.Th>{t.columns.publishedBy}</Table.Th>
                  {counted && <Table.Th>{t.columns.agreed}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {notices.map((notice) => (
                  <Table.Tr key={notice.version}>
                    <Table.Td>{notice.version}</Table.Td>
                    <Table.Td>{formatDateTime(notice.published_at)}</Table.Td>
                    <Table.Td>{notice.published_by ?? '—'}</Table.Td>
                    {'agreed_count' in notice && <Table.Td>{t.agreedCount(notice.agreed_count)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
