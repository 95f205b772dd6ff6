import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts';
import type { AuditEntry } from '../api/audit-log.ts';
import { describeAuditEntry } from '../utils/audit-text.ts';
import { StatusBadge } from './status-badge.tsx';
import { withWholeNames } from './whole-names.tsx';

/** Long values (a message, an address) wrap at spaces, and anywhere only when one word is wider than the line. */
const wrapWords = { overflowWrap: 'anywhere', wordBreak: 'normal' } as const;

/**
 * One entry of the audit log: when, what kind of action, and a Thai sentence with what changed.
 * On a desktop the time sits in its own column; on a phone above the sentence.
 */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const phone = usePhoneLayout();
  const t = th.backOffice.audit;
  const { sentence, lines } = describeAuditEntry(entry);
  const when = (
    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(entry.at)}
    </Text>
  );
  return (
    <Paper component="li" withBorder p="sm" style={{ listStyle: 'none' }} aria-label={sentence}>
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: phone ? 'minmax(0, 1fr)' : '9.5rem minmax(0, 1fr)',
          gap: 'var(--mantine-spacing-xs)',
        }}
      >
        {!phone && when}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" justify={phone ? 'space-between' : 'flex-start'}>
            {phone && when}
            <StatusBadge color="gray">{t.actions[entry.action] ?? t.otherAction}</StatusBadge>
          </Group>
          <Text style={wrapWords}>{withWholeNames(sentence, [entry.actor?.full_name, entry.subject_name])}</Text>
          {lines.length > 0 && (
            <Stack component="ul" gap={2} p={0} m={0} pl="md">
              {lines.map((line) => (
                <Text component="li" key={`${line.label}:${line.from ?? ''}:${line.to}`} size="sm" style={wrapWords}>
                  {line.from === undefined ? t.value(line.label, line.to) : t.change(line.label, line.from, line.to)}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
