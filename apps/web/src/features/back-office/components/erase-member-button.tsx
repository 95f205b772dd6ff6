import { fullName } from '@chapter/contract/names';
import { useQueryClient } from '@tanstack/react-query';
import { EraseButton } from '../../../components/erase-button.tsx';
import { ErasureModal } from '../../../components/erasure-modal.tsx';
import * as th from '../../../i18n/th.ts';
import { notifyWarning } from '../../../lib/notify.ts';
import { useErasure } from '../../../lib/use-erasure.ts';
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
  const t = th.privacy;
  const erasure = useErasure(useEraseMember(), () => queryClient.fetchQuery(adminErasureCheckQueryOptions(member.id)), {
    success: (result) => result.detail,
    onSuccess: (result) => {
      if (result.line_authorization === 'not_revoked') notifyWarning(t.lineNotRevokedTitle, t.memberLineNotRevoked);
      onErased();
    },
  });

  return (
    <>
      <EraseButton
        label={th.privacy.admin.eraseMember}
        variant="subtle"
        iconSize={16}
        loading={erasure.checking}
        onClick={erasure.ask}
      />
      {erasure.dialog && (
        <ErasureModal
          title={t.eraseMemberTitle(fullName(member.first_name, member.last_name))}
          consequence={t.afterMember}
          {...erasure.dialog}
          onConfirm={(moneyAcknowledged) => void erasure.submit({ id: member.id, moneyAcknowledged })}
        />
      )}
    </>
  );
}
