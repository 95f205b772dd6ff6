import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { th } from '../../../i18n/th.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import {
  type AdminMember,
  memberRequestOf,
  useAdminMembers,
  useRemoveLineBinding,
  useSaveMember,
} from '../api/admin-members.ts';
import { useDownloadMembersCsv } from '../api/member-csv.ts';
import { ImportMembersModal } from './import-members-modal.tsx';
import { MemberFormModal } from './member-form-modal.tsx';
import { fullName, type MemberAction, MemberList } from './member-list.tsx';

type Dialog =
  | { kind: 'form'; member: AdminMember | null }
  | { kind: 'deactivate'; member: AdminMember }
  | { kind: 'unbind'; member: AdminMember }
  | { kind: 'import' }
  | null;

/** The member list: search, add, edit, deactivate, unbind LINE, CSV in and out. */
export function MembersPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [dialog, setDialog] = useState<Dialog>(null);
  const members = useAdminMembers(debounced);
  const close = () => setDialog(null);
  // Confirmations and one-tap buttons show no fields: every refusal is a toast.
  const save = useSubmit(useSaveMember(), { success: th.backOffice.saved, onSuccess: close, fields: [] });
  const unbind = useSubmit(useRemoveLineBinding(), {
    success: (result) => result.detail,
    onSuccess: close,
    fields: [],
  });
  const download = useDownloadMembersCsv();
  const t = th.backOffice.members;

  const setActive = (member: AdminMember, active: boolean) =>
    save.submit({ id: member.id, member: { ...memberRequestOf(member), active } });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t.search}
          placeholder={t.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate(undefined, { onError: (error) => notifyError(error) })}
          >
            {t.export}
          </Button>
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
        message={dialog?.kind === 'deactivate' ? t.deactivateMessage(fullName(dialog.member)) : ''}
        confirmLabel={t.deactivate}
        loading={save.pending}
        onClose={close}
        onConfirm={() => dialog?.kind === 'deactivate' && setActive(dialog.member, false)}
      />
      <ConfirmModal
        opened={dialog?.kind === 'unbind'}
        title={t.unbindTitle}
        message={dialog?.kind === 'unbind' ? t.unbindMessage(fullName(dialog.member)) : ''}
        confirmLabel={t.unbindLine}
        loading={unbind.pending}
        onClose={close}
        onConfirm={() => dialog?.kind === 'unbind' && unbind.submit(dialog.member.id)}
      />
    </Stack>
  );
}
