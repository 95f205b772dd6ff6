import type { TRetentionRun } from '@chapter/contract/privacy';
import { Stack, Table, Text, Title } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { formatDate, formatTime } from '../../../lib/format.ts';

/** The daily retention job's last runs, newest first: the Bangkok day and what each removed (guests erased included). */
export function RetentionRuns({ runs }: { runs: TRetentionRun[] }) {
  const t = th.privacy.admin;
  return (
    <Stack gap="sm" component="section" aria-labelledby="retention-runs-title">
      <Title order={2} fz="h3" id="retention-runs-title">
        {t.runsTitle}
      </Title>
      {runs.length === 0 ? (
        <Text c="dimmed">{t.runsEmpty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.runColumns.day}</Table.Th>
                <Table.Th>{t.runColumns.finishedAt}</Table.Th>
                <Table.Th>{t.runColumns.validated}</Table.Th>
                <Table.Th>{t.runColumns.refused}</Table.Th>
                <Table.Th>{t.runColumns.ips}</Table.Th>
                <Table.Th>{t.runColumns.guests}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.map((run) => (
                <Table.Tr key={run.day}>
                  {/* The day is a Bangkok calendar date (YYYY-MM-DD): read it at noon there. */}
                  <Table.Td>{formatDate(`${run.day}T12:00:00+07:00`)}</Table.Td>
                  <Table.Td>{formatTime(run.finished_at)}</Table.Td>
                  <Table.Td>{run.validated_slip_images}</Table.Td>
                  <Table.Td>{run.refused_slip_images}</Table.Td>
                  <Table.Td>{run.audit_ips}</Table.Td>
                  <Table.Td>{run.guests}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
