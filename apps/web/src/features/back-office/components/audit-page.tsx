import { AUDIT_KINDS, type TAuditKind } from '@chapter/contract/admin-audit';
import { fullName } from '@chapter/contract/names';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { QueryView } from '../../../components/query-view.tsx';
import { ThaiDatePickerInput } from '../../../components/thai-date-pickers.tsx';
import * as th from '../../../i18n/th.ts';
import { useAdminMembers } from '../api/admin-members.ts';
import { useAuditLog } from '../api/audit-log.ts';
import type { AuditFilter } from '../api/query-keys.ts';
import { AuditEntryItem } from './audit-entry-item.tsx';

/** Who did what and when, newest first, in Thai sentences; filter by member, by days and by kind. */
export function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({ member: null, from: '', to: '', kind: null });
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
            label: fullName(member.first_name, member.last_name),
          }))}
          value={filter.member}
          onChange={(member) => setFilter((current) => ({ ...current, member }))}
          searchable
          clearable
          nothingFoundMessage={th.participants.nothingFound}
          w={{ base: '100%', xs: 260 }}
        />
        <Select<TAuditKind | 'all'>
          label={t.kind}
          data={(['all', ...AUDIT_KINDS] as const).map((kind) => ({ value: kind, label: t.kinds[kind] }))}
          value={filter.kind ?? 'all'}
          onChange={(kind) =>
            setFilter((current) => ({ ...current, kind: kind === null || kind === 'all' ? null : kind }))
          }
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <ThaiDatePickerInput
          label={t.from}
          value={filter.from || null}
          maxDate={filter.to || undefined}
          onChange={(from) => setFilter((current) => ({ ...current, from: from ?? '' }))}
          clearable
          w={150}
        />
        <ThaiDatePickerInput
          label={t.to}
          value={filter.to || null}
          minDate={filter.from || undefined}
          onChange={(to) => setFilter((current) => ({ ...current, to: to ?? '' }))}
          clearable
          w={150}
        />
      </Group>

      <QueryView
        query={log}
        loadFailed={th.backOffice.loadFailed}
        empty={t.empty}
        isEmpty={(data) => data.pages[0]?.entries.length === 0}
      >
        {(data) => (
          <>
            <Stack component="ul" gap="xs" p={0} m={0} aria-label={t.entries}>
              {data.pages
                .flatMap((page) => page.entries)
                .map((entry) => (
                  <AuditEntryItem key={entry.id} entry={entry} />
                ))}
            </Stack>
            {log.hasNextPage && (
              <Group justify="center">
                <Button variant="default" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                  {t.loadMore}
                </Button>
              </Group>
            )}
          </>
        )}
      </QueryView>
    </Stack>
  );
}
