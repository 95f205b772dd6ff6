import { Button, Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import * as th from '../../../i18n/th.ts';
import { useRemoveLineBinding } from '../../../lib/remove-line-binding.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { type AdminMember, useAdminMembers, useInvalidateMembers } from '../api/admin-members.ts';
import { type MembersExportFormat, useDownloadMembersExport } from '../api/members-export.ts';
import { memberRequestOf, useSaveMember } from '../api/save-member.ts';
import { ImportMembersModal } from './import-members-modal.tsx';
import { MemberFormModal } from './member-form-modal.tsx';
import { type MemberAction, MemberList, memberName } from './member-list.tsx';

type Dialog =
  | { kind: 'form'; member: AdminMember | null }
  | { kind: 'deactivate'; member: AdminMember }
  | { kind: 'unbind'; member: AdminMember }
  | { kind: 'import' }
  | null;

/** The member list: search, add, edit, deactivate, unbind LINE, CSV in, CSV or XLSX out. */
export function MembersPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [dialog, setDialog] = useState<Dialog>(null);
  const members = useAdminMembers(debounced);
  const close = () => setDialog(null);
  // Confirmations and one-tap buttons show no fields: every refusal is a toast.
  const save = useSubmit(useSaveMember(), { success: th.backOffice.saved, onSuccess: close, fields: [] });
  const unbind = useSubmit(useRemoveLineBinding(useInvalidateMembers()), {
    success: (result) => result.detail,
    onSuccess: close,
    fields: [],
  });
  const download = useDownloadMembersExport();
  // The saved file says it worked; a refusal is a toast.
  const saving = useSubmit(download, { fields: [] });
  const t = th.backOffice.members;
  const exportButton = (format: MembersExportFormat, label: string) => {
    const downloading = download.isPending && download.variables === format;
    return (
      <Button
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={downloading}
        disabled={download.isPending && !downloading}
        onClick={() => void saving.submit(format)}
      >
        {label}
      </Button>
    );
  };

  const setActive = (member: AdminMember, active: boolean) =>
    save.submit({ id: member.id, member: { ...memberRequestOf(member), active } });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <SearchInput
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={setSearch}
          w={{ base: '100%', sm: 320 }}
        />
        <Group gap="sm">
          {exportButton('csv', t.exportCsv)}
          {exportButton('xlsx', t.exportExcel)}
          <Button
            variant="default"
            leftSection={<IconUpload size={18} aria-hidden />}
            onClick={() => setDialog({ kind: 'import' })}
          >
            {t.import}
          </Button>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setDialog({ kind: 'form', member: null })}
          >
            {t.add}
          </Button>
        </Group>
      </Group>

      <QueryView query={members} loadFailed={th.backOffice.loadFailed} empty={t.empty}>
        {(data) => (
          <MemberList
            members={data}
            saving={save.pending}
            onAction={(action: MemberAction) =>
              action.kind === 'reactivate' ? setActive(action.member, true) : setDialog(action)
            }
          />
        )}
      </QueryView>

      {dialog?.kind === 'form' && <MemberFormModal member={dialog.member} onClose={close} />}
      {dialog?.kind === 'import' && <ImportMembersModal onClose={close} />}
      <ConfirmModal
        opened={dialog?.kind === 'deactivate'}
        title={t.deactivateTitle}
        message={dialog?.kind === 'deactivate' ? t.deactivateMessage(memberName(dialog.member)) : ''}
        confirmLabel={t.deactivate}
        loading={save.pending}
        onClose={close}
        onConfirm={() => dialog?.kind === 'deactivate' && setActive(dialog.member, false)}
      />
      <ConfirmModal
        opened={dialog?.kind === 'unbind'}
        title={t.unbindTitle}
        message={dialog?.kind === 'unbind' ? t.unbindMessage(memberName(dialog.member)) : ''}
        confirmLabel={t.unbindLine}
        loading={unbind.pending}
        onClose={close}
        onConfirm={() => dialog?.kind === 'unbind' && unbind.submit(dialog.member.id)}
      />
    </Stack>
  );
}
