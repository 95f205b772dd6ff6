import { fullName } from '@chapter/contract/names';
import { Button, Group, Table, Text } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { formatDate, formatPhone } from '../../../lib/format.ts';
import type { AdminMember } from '../api/admin-members.ts';
import { ResponsiveList, wrapWords } from './responsive-list.tsx';
import { StatusBadge } from './status-badge.tsx';
import { PersonName } from './whole-names.tsx';

/** What a button on a member asks the page to do. */
export type MemberAction = {
  [Kind in 'form' | 'deactivate' | 'unbind' | 'reactivate']: { kind: Kind; member: AdminMember };
}['form' | 'deactivate' | 'unbind' | 'reactivate'];

interface MemberListProps {
  members: readonly AdminMember[];
  onAction: (action: MemberAction) => void;
  /** A reactivation is being saved: its button spins. */
  saving: boolean;
}

export const memberName = (member: AdminMember) => fullName(member.first_name, member.last_name);

/** Older answers (and fixtures) may lack the field: no date means not erased. */
const erasedAt = (member: AdminMember): string | null => member.erased_at ?? null;

/**
 * The members: a table on a desktop, a card each on a phone. An erased member (ADR 50) is one
 * muted line, the placeholder name and the date of the erasure, with nothing to act on: there is
 * no one left to edit or reactivate, and the server refuses both.
 */
export function MemberList({ members, onAction, saving }: MemberListProps) {
  const t = th.backOffice.members;
  return (
    <ResponsiveList
      items={members}
      itemKey={(member) => member.id}
      label={th.backOffice.nav.members}
      columns={[t.name, t.phone, t.roles, t.status, t.line]}
      row={(member) => {
        const erased = erasedAt(member);
        if (erased) return <ErasedRow at={erased} />;
        return (
          <>
            <Table.Td>
              <NameAndCompany member={member} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(member.phone)}</Table.Td>
            <Table.Td>
              <Roles member={member} />
            </Table.Td>
            <Table.Td>
              <ActiveBadge member={member} />
            </Table.Td>
            <Table.Td style={wrapWords}>{lineText(member)}</Table.Td>
            <Table.Td>
              <MemberButtons member={member} onAction={onAction} saving={saving} />
            </Table.Td>
          </>
        );
      }}
      cardLabel={(member) => (erasedAt(member) ? t.erasedName : memberName(member))}
      card={(member) => {
        const erased = erasedAt(member);
        if (erased) return <ErasedText at={erased} />;
        return (
          <>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <NameAndCompany member={member} />
              <ActiveBadge member={member} />
            </Group>
            <Text size="sm">{formatPhone(member.phone)}</Text>
            <Roles member={member} />
            <Text size="sm" c="dimmed" style={wrapWords}>
              {t.line}: {lineText(member)}
            </Text>
            <MemberButtons member={member} onAction={onAction} saving={saving} />
          </>
        );
      }}
    />
  );
}

function ErasedText({ at }: { at: string }) {
  const t = th.backOffice.members;
  return (
    <div data-testid="erased-member">
      <Text fw={500} c="dimmed">
        {t.erasedName}
      </Text>
      <Text size="sm" c="dimmed">
        {t.erasedOn(formatDate(at))}
      </Text>
    </div>
  );
}

/** The table's row of an erased member: one cell across the columns, no actions. */
function ErasedRow({ at }: { at: string }) {
  return (
    <Table.Td colSpan={6}>
      <ErasedText at={at} />
    </Table.Td>
  );
}

const lineText = (member: AdminMember) =>
  member.line_bound ? th.backOffice.members.lineBound(member.line_display_name) : th.backOffice.members.lineNotBound;

function NameAndCompany({ member }: { member: AdminMember }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text fw={500} style={wrapWords}>
        <PersonName name={memberName(member)} />
      </Text>
      {member.company && (
        <Text size="sm" c="dimmed" style={wrapWords}>
          {member.company}
        </Text>
      )}
    </div>
  );
}

function Roles({ member }: { member: AdminMember }) {
  if (member.roles.length === 0) return null;
  return (
    <Group gap={4}>
      {member.roles.map((role) => (
        <StatusBadge key={role}>{th.backOffice.members.roleNames[role] ?? role}</StatusBadge>
      ))}
    </Group>
  );
}

function ActiveBadge({ member }: { member: AdminMember }) {
  const t = th.backOffice.members;
  return <StatusBadge color={member.active ? 'green' : 'gray'}>{member.active ? t.active : t.inactive}</StatusBadge>;
}

function MemberButtons({ member, onAction, saving }: { member: AdminMember } & Omit<MemberListProps, 'members'>) {
  const t = th.backOffice.members;
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" onClick={() => onAction({ kind: 'form', member })}>
        {th.backOffice.edit}
      </Button>
      {member.active ? (
        <Button size="xs" color="red" variant="light" onClick={() => onAction({ kind: 'deactivate', member })}>
          {t.deactivate}
        </Button>
      ) : (
        <Button size="xs" variant="light" onClick={() => onAction({ kind: 'reactivate', member })} loading={saving}>
          {t.reactivate}
        </Button>
      )}
      {member.line_bound && (
        <Button size="xs" variant="subtle" color="red" onClick={() => onAction({ kind: 'unbind', member })}>
          {t.unbindLine}
        </Button>
      )}
    </Group>
  );
}
