import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import * as th from '../../../i18n/th.ts';
import { useRemoveLineBinding } from '../../../lib/remove-line-binding.ts';
import { isAdmin, isSecretaryTreasurer } from '../../../lib/session.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { type CreatedInvitation, useCreateLineInvitations } from '../api/create-line-invitations.ts';
import { type LineAccountMember, useLineAccountMembers } from '../api/get-line-account-members.ts';
import { useRevokeLineInvitation } from '../api/revoke-line-invitation.ts';
import { useRefreshLineAccounts } from '../hooks/use-refresh-line-accounts.ts';
import { notConnectedIds, searchMembers } from '../utils/members.ts';
import { InvitationsModal } from './invitations-modal.tsx';
import { MemberCard } from './member-card.tsx';

type Confirming = { kind: 'revoke' | 'unbind'; member: LineAccountMember } | null;

/**
 * Every active member with their LINE state, and the invitations to hand out: for one member, for
 * those ticked, or for everyone not connected yet (the usual first day).
 */
export function MembersSection() {
  const members = useLineAccountMembers();
  const create = useCreateLineInvitations();
  // Only decides what to show; the server refuses the route to anyone else (403).
  const canUnbind = isSecretaryTreasurer() || isAdmin();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState<Confirming>(null);
  const confirmed = {
    success: (done: { detail: string }) => done.detail,
    onSuccess: () => setConfirming(null),
    fields: [],
  };
  const revoke = useSubmit(useRevokeLineInvitation(), confirmed);
  const unbind = useSubmit(useRemoveLineBinding(useRefreshLineAccounts()), confirmed);
  const [created, setCreated] = useState<CreatedInvitation[] | null>(null);
  const t = th.lineAccounts.members;

  const visible = searchMembers(members.data ?? [], search);
  // Which members the running request invites: its own button spins.
  const invitingIds = create.isPending ? (create.variables ?? []) : [];
  const toggle = (id: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const inviting = useSubmit(create, {
    success: (result) => result.detail,
    onSuccess: (result, ids) => {
      setSelected((previous) => new Set([...previous].filter((id) => !ids.includes(id))));
      setCreated(result.invitations);
    },
    fields: [],
    concurrent: true,
  });
  const invite = (ids: number[]) => void inviting.submit(ids);

  const list = () => (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {visible.map((member) => (
        <MemberCard
          key={member.id}
          member={member}
          selected={selected.has(member.id)}
          inviting={invitingIds.length === 1 && invitingIds[0] === member.id}
          canUnbind={canUnbind}
          onToggle={() => toggle(member.id)}
          onInvite={() => invite([member.id])}
          onRevoke={() => setConfirming({ kind: 'revoke', member })}
          onUnbind={() => setConfirming({ kind: 'unbind', member })}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="line-members-title">
      <Title order={2} fz="h4" id="line-members-title">
        {t.title}
      </Title>
      <SearchInput label={t.search} placeholder={t.searchPlaceholder} value={search} onChange={setSearch} maw={360} />
      <Group gap="xs">
        <Button variant="default" size="sm" onClick={() => setSelected(new Set(notConnectedIds(visible)))}>
          {t.selectNotConnected}
        </Button>
        <Button variant="subtle" size="sm" onClick={() => setSelected(new Set())} disabled={selected.size === 0}>
          {t.clearSelection}
        </Button>
        <Button
          size="sm"
          leftSection={<IconLink size={16} aria-hidden />}
          disabled={selected.size === 0}
          loading={invitingIds.length > 1}
          onClick={() => invite([...selected])}
        >
          {t.inviteSelected}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t.selected(selected.size)}
        </Text>
      </Group>
      {/* Empty when the search finds nobody, too. */}
      <QueryView query={members} loadFailed={t.loadFailed} empty={t.empty} isEmpty={() => visible.length === 0}>
        {list}
      </QueryView>
      <InvitationsModal invitations={created} onClose={() => setCreated(null)} />
      <ConfirmModal
        opened={confirming?.kind === 'revoke'}
        title={t.revokeTitle}
        message={confirming?.kind === 'revoke' ? t.revokeMessage(confirming.member.full_name) : ''}
        confirmLabel={t.revoke}
        dismissLabel={t.keepInvitation}
        loading={revoke.pending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const invitation = confirming?.member.invitation;
          if (invitation) void revoke.submit(invitation.id);
        }}
      />
      <ConfirmModal
        opened={confirming?.kind === 'unbind'}
        title={th.lineBindings.confirmTitle}
        message={confirming?.kind === 'unbind' ? th.lineBindings.confirmMessage(confirming.member.full_name) : ''}
        confirmLabel={th.lineBindings.remove}
        loading={unbind.pending}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && unbind.submit(confirming.member.id)}
      />
    </Stack>
  );
}
