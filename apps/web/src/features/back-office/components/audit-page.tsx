import { Button, Code, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { th } from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAdminMembers } from '../api/admin-members.ts';
import { type AuditEntry, type AuditFilter, useAuditLog } from '../api/audit-log.ts';

/** What an entry's details say, in a line or a few: the changes of an edit, else the raw record. */
function describeDetails(details: AuditEntry['details']): string[] {
  const changes = details.changes as Record<string, { from: unknown; to: unknown }> | undefined;
  if (changes && typeof changes === 'object') {
    const lines = Object.entries(changes).map(
      ([field, change]) => `${field}: ${JSON.stringify(change.from)} → ${JSON.stringify(change.to)}`,
    );
    if (lines.length > 0) return lines;
  }
  const { changes: _, ...rest } = details;
  const text = JSON.stringify(rest);
  if (text === '{}') return [];
  return [text.length > 300 ? `${text.slice(0, 300)}…` : text];
}

/** Who did what and when; filter by member and by days. */
export function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({ member: null, from: '', to: '' });
  const members = useAdminMembers('');
  const log = useAuditLog(filter);
  const t = th.backOffice.audit;

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <Select<number>
          label={t.member}
          placeholder={t.memberPlaceholder}
          data={(members.data ?? []).map((member) => ({
            value: member.id,
            label: `${member.first_name} ${member.last_name}`,
          }))}
          value={filter.member}
          onChange={(member) => setFilter((current) => ({ ...current, member }))}
          searchable
          clearable
          nothingFoundMessage={th.participants.nothingFound}
          w={260}
        />
        <TextInput
          type="date"
          label={t.from}
          value={filter.from}
          onChange={(event) => {
            const from = event.currentTarget.value;
            setFilter((current) => ({ ...current, from }));
          }}
        />
        <TextInput
          type="date"
          label={t.to}
          value={filter.to}
          onChange={(event) => {
            const to = event.currentTarget.value;
            setFilter((current) => ({ ...current, to }));
          }}
        />
      </Group>

      {log.isPending ? (
        <PageLoader />
      ) : log.isError ? (
        <ErrorAlert
          title={th.backOffice.loadFailed}
          messages={log.error.errorMessages}
          onRetry={() => void log.refetch()}
        />
      ) : (
        <>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.when}</Table.Th>
                <Table.Th>{t.who}</Table.Th>
                <Table.Th>{t.action}</Table.Th>
                <Table.Th>{t.about}</Table.Th>
                <Table.Th>{t.details}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.pages
                .flatMap((page) => page.entries)
                .map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
                    <Table.Td>{entry.actor?.full_name ?? t.system}</Table.Td>
                    <Table.Td>{t.actions[entry.action] ?? entry.action}</Table.Td>
                    <Table.Td>
                      {entry.subject_name ??
                        (entry.subject_type ? `${entry.subject_type} #${entry.subject_id ?? ''}` : '')}
                    </Table.Td>
                    <Table.Td>
                      {describeDetails(entry.details).map((line) => (
                        <Code key={line} block={false} style={{ display: 'block', whiteSpace: 'pre-wrap' }}>
                          {line}
                        </Code>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
          {log.data.pages[0]?.entries.length === 0 && <Text c="dimmed">{t.empty}</Text>}
          {log.hasNextPage && (
            <Group justify="center">
              <Button variant="default" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                {t.loadMore}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
