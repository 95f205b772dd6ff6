import type { TErasureCheck } from '@chapter/contract/privacy';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErasureModal } from '../../../components/erasure-modal.tsx';
import { th } from '../../../i18n/th.ts';
import { normalizeApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useEraseMember } from '../api/admin-erase-member.ts';
import { adminErasureCheckQueryOptions } from '../api/admin-erasure-check.ts';
import type { AdminMember } from '../api/admin-members.ts';

interface EraseMemberButtonProps {
  member: AdminMember;
  /** The member was erased: the edit dialog has nothing left to edit. */
  onErased: () => void;
}

/**
 * "ลบข้อมูลสมาชิก (ตามคำขอ)" on the member's edit dialog: a member who asks the chapter to erase
 * them (issue 19). The same confirmation as erasing oneself; LINE is left for the member to unlink.
 */
export function EraseMemberButton({ member, onErased }: EraseMemberButtonProps) {
  const queryClient = useQueryClient();
  const erase = useEraseMember();
  const [checking, setChecking] = useState(false);
  const [check, setCheck] = useState<TErasureCheck | null>(null);
  const t = th.privacy;

  const askServer = async () => {
    setChecking(true);
    try {
      setCheck(await queryClient.fetchQuery(adminErasureCheckQueryOptions(member.id)));
    } catch (error) {
      notifyError(normalizeApiError(error));
    } finally {
      setChecking(false);
    }
  };

  const confirm = (moneyAcknowledged: boolean) =>
    erase.mutate(
      { id: member.id, moneyAcknowledged },
      {
        onSuccess: (result) => {
          notifySuccess(result.detail);
          if (result.line_authorization === 'not_revoked') notifyWarning(t.lineNotRevokedTitle, t.memberLineNotRevoked);
          setCheck(null);
          onErased();
        },
        // What they owe changed meanwhile (409): show the new amounts, with the box to tick.
        onError: (error) => {
          if (error.status === 409) void askServer();
        },
      },
    );

  return (
    <>
      <Button
        color="red"
        variant="subtle"
        leftSection={<IconTrash size={16} aria-hidden />}
        loading={checking}
        onClick={() => void askServer()}
      >
        {th.privacy.admin.eraseMember}
      </Button>
      {check && (
        <ErasureModal
          title={t.eraseMemberTitle(`${member.first_name} ${member.last_name}`.trim())}
          consequence={t.afterMember}
          check={check}
          loading={erase.isPending}
          errorMessages={erase.isError ? erase.error.errorMessages : null}
          onConfirm={confirm}
          onClose={() => {
            erase.reset();
            setCheck(null);
          }}
        />
      )}
    </>
  );
}
