import { type TAdminMemberRequest, ZAdminMemberRequestSchema } from '@chapter/contract/admin-members';
import { KNOWN_ROLES } from '@chapter/contract/roles';
import { Checkbox, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../../components/form-footer.tsx';
import * as th from '../../../i18n/th.ts';
import { problemsOf } from '../../../lib/field-errors.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { AdminMember } from '../api/admin-members.ts';
import { memberRequestOf, useSaveMember } from '../api/save-member.ts';
import { EraseMemberButton } from './erase-member-button.tsx';

interface MemberFormModalProps {
  /** The member to edit, or null to add one. */
  member: AdminMember | null;
  onClose: () => void;
}

const empty: TAdminMemberRequest = {
  first_name: '',
  last_name: '',
  phone: '',
  email: null,
  company: null,
  position: null,
  website: null,
  roles: [],
  active: true,
};

const textFields = [
  ['first_name', 'firstName'],
  ['last_name', 'lastName'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['company', 'company'],
  ['position', 'position'],
  ['website', 'website'],
] as const;

/** Adds or edits a member, roles and the active switch included (switching off signs them out). */
export function MemberFormModal({ member, onClose }: MemberFormModalProps) {
  const [values, setValues] = useState<TAdminMemberRequest>(() => (member ? memberRequestOf(member) : empty));
  const save = useSubmit(useSaveMember(), { success: th.backOffice.saved, onSuccess: onClose });
  const { errors } = save;
  const t = th.backOffice.members;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.submit({ id: member?.id ?? null, member: values }, problemsOf(ZAdminMemberRequestSchema, values));
  };

  return (
    <Modal opened onClose={onClose} title={member ? t.editTitle : t.addTitle} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {textFields.map(([field, label]) => (
              <TextInput
                key={field}
                label={t[label]}
                value={values[field] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setValues((v) => ({ ...v, [field]: value }));
                }}
                error={errors[field]}
                required={field === 'first_name' || field === 'last_name' || field === 'phone'}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              />
            ))}
          </SimpleGrid>
          <Checkbox.Group
            label={t.roles}
            value={values.roles ?? []}
            onChange={(roles) => setValues((v) => ({ ...v, roles: roles as TAdminMemberRequest['roles'] }))}
            error={errors.roles}
          >
            <Group mt={4}>
              {KNOWN_ROLES.map((role) => (
                <Checkbox key={role} value={role} label={t.roleNames[role] ?? role} />
              ))}
            </Group>
          </Checkbox.Group>
          <Switch
            label={t.activeLabel}
            description={t.activeHint}
            checked={values.active ?? true}
            onChange={(e) => {
              const active = e.currentTarget.checked;
              setValues((v) => ({ ...v, active }));
            }}
            error={errors.active}
          />
          <FormFooter
            label={th.backOffice.save}
            pending={save.pending}
            onCancel={onClose}
            start={member && <EraseMemberButton member={member} onErased={onClose} />}
            mt="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
