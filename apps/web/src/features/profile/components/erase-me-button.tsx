import type { TErasureCheck } from '@chapter/contract/privacy';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadBoundary, lazyPart } from '../../../components/lazy-part.tsx';
import { th } from '../../../i18n/th.ts';
import { normalizeApiError } from '../../../lib/api-error.ts';
import { getLineAccessToken } from '../../../lib/line-access-token.ts';
import { notifyError } from '../../../lib/notify.ts';
import { clearSession } from '../../../lib/session.ts';
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
  const erase = useEraseMe();
  const [checking, setChecking] = useState(false);
  const [check, setCheck] = useState<TErasureCheck | null>(null);

  const askServer = async () => {
    setChecking(true);
    try {
      setCheck(await queryClient.fetchQuery(erasureCheckQueryOptions()));
    } catch (error) {
      notifyError(normalizeApiError(error));
    } finally {
      setChecking(false);
    }
  };

  const confirm = (moneyAcknowledged: boolean) => {
    // In the LINE mini-app, LINE's token lets the server revoke the app's authorization too.
    const lineAccessToken = getLineAccessToken();
    erase.mutate(
      {
        confirm: true,
        money_acknowledged: moneyAcknowledged,
        ...(lineAccessToken && { line_access_token: lineAccessToken }),
      },
      {
        onSuccess: async (result) => {
          clearSession();
          const state: ErasureResultState = { ...result, loginTo: logoutTo };
          await navigate('/erased', { replace: true, state });
          // Only once this screen is gone: clearing earlier would make it refetch without a token.
          queryClient.clear();
        },
        // What they owe changed meanwhile (409): show the new amounts, with the box to tick.
        onError: (error) => {
          if (error.status === 409) void askServer();
        },
      },
    );
  };

  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={18} aria-hidden />}
        loading={checking}
        onClick={() => void askServer()}
      >
        {th.privacy.erase}
      </Button>
      {check && (
        // Its code is fetched when first needed; a failed fetch is said in place, with a retry.
        <LoadBoundary fallback={null}>
          <ErasureModal
            title={th.privacy.eraseTitle}
            consequence={th.privacy.afterSelf}
            check={check}
            loading={erase.isPending}
            errorMessages={erase.isError ? erase.error.errorMessages : null}
            onConfirm={confirm}
            onClose={() => {
              erase.reset();
              setCheck(null);
            }}
          />
        </LoadBoundary>
      )}
    </>
  );
}
