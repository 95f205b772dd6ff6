import type { TAdminPrivacyResponse } from '@chapter/contract/privacy';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { PrivacyNoticeText } from '../../../components/privacy-notice-text.tsx';
import { th } from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';

type Notice = TAdminPrivacyResponse['notices'][number];

/** The notice in force as members read it, with how many agreed, then every version published. */
export function NoticeHistory({ notices }: { notices: Notice[] }) {
  const t = th.privacy.admin;
  const current = notices[0];
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t.inForceTitle}
      </Title>
      {current ? (
        <Paper withBorder radius="md" p="md" data-testid="notice-in-force">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t.agreedTotal(current.agreed_count)}
            </Text>
            <PrivacyNoticeText version={current.version} body={current.body} publishedAt={current.published_at} />
          </Stack>
        </Paper>
      ) : (
        <Text c="dimmed">{t.noneYet}</Text>
      )}
      {notices.length > 0 && (
        <>
          <Title order={3} fz="h4">
            {t.historyTitle}
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.columns.version}</Table.Th>
                  <Table.Th>{t.columns.publishedAt}</Table.Th>
                  <Table.Th>{t.columns.publishedBy}</Table.Th>
                  <Table.Th>{t.columns.agreed}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {notices.map((notice) => (
                  <Table.Tr key={notice.version}>
                    <Table.Td>{notice.version}</Table.Td>
                    <Table.Td>{formatDateTime(notice.published_at)}</Table.Td>
                    <Table.Td>{notice.published_by ?? '—'}</Table.Td>
                    <Table.Td>{t.agreedCount(notice.agreed_count)}</Table.Td>
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
