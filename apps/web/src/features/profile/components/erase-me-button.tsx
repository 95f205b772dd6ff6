import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EraseButton } from '../../../components/erase-button.tsx';
import { LoadBoundary, lazyPart } from '../../../components/lazy-part.tsx';
import * as th from '../../../i18n/th.ts';
import { getLineAccessToken } from '../../../lib/line-access-token.ts';
import { clearSession } from '../../../lib/session.ts';
import { useErasure } from '../../../lib/use-erasure.ts';
import { useEraseMe } from '../api/erase-me.ts';
import { erasureCheckQueryOptions } from '../api/get-erasure-check.ts';
import type { ErasureResultState } from './erasure-result-page.tsx';

// Only members about to erase themselves need the dialog: it stays out of the profile's chunk.
const ErasureModal = lazyPart(() => import('../../../components/erasure-modal.tsx').then((m) => m.ErasureModal));

/**
 * "ลบข้อมูลของฉัน": asks the server what erasing would leave behind, then the confirmation dialog.
 * Once erased the member is signed out everywhere: this browser forgets the session as sign-out
 * does and shows the result on /erased, which then leads to `logoutTo`.
 */
export function EraseMeButton({ logoutTo }: { logoutTo: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The result page says it was done.
  const erasure = useErasure(useEraseMe(), () => queryClient.fetchQuery(erasureCheckQueryOptions()), {
    onSuccess: async (result) => {
      clearSession();
      const state: ErasureResultState = { ...result, loginTo: logoutTo };
      await navigate('/erased', { replace: true, state });
      // Only once this screen is gone: clearing earlier would make it refetch without a token.
      queryClient.clear();
    },
  });

  const confirm = (moneyAcknowledged: boolean) => {
    // In the LINE mini-app, LINE's token lets the server revoke the app's authorization too.
    const lineAccessToken = getLineAccessToken();
    void erasure.submit({
      confirm: true,
      money_acknowledged: moneyAcknowledged,
      ...(lineAccessToken && { line_access_token: lineAccessToken }),
    });
  };

  return (
    <>
      <EraseButton
        label={th.privacy.erase}
        variant="light"
        iconSize={18}
        loading={erasure.checking}
        onClick={erasure.ask}
      />
      {erasure.dialog && (
        // Its code is fetched when first needed; a failed fetch is said in place, with a retry.
        <LoadBoundary fallback={null}>
          <ErasureModal
            title={th.privacy.eraseTitle}
            consequence={th.privacy.afterSelf}
            {...erasure.dialog}
            onConfirm={confirm}
          />
        </LoadBoundary>
      )}
    </>
  );
}
