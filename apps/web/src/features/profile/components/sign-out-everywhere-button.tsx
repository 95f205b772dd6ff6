import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDevicesOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { th } from '../../../i18n/th.ts';
import { normalizeApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { clearSession } from '../../../lib/session.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';

/**
 * Ends every session of the member (a lost phone, a shared computer), this one included, after
 * asking: the LINE mini-app must log in again too. Then leaves for `to`, as Log Out does.
 */
export function SignOutEverywhereButton({ to }: { to: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, confirm] = useDisclosure(false);
  const signOutEverywhere = useSignOutEverywhere();

  const leave = async () => {
    clearSession();
    // signedOut: the mini-app's landing then waits to be asked before signing in with LINE again.
    await navigate(to, { replace: true, state: { signedOut: true } });
    // Only once this screen is gone: clearing earlier would make it refetch without a token.
    queryClient.clear();
  };

  const handleConfirm = async () => {
    if (signOutEverywhere.isPending) return;
    try {
      notifySuccess((await signOutEverywhere.mutateAsync()).detail);
      await leave();
    } catch (error) {
      const apiError = normalizeApiError(error);
      notifyError(apiError);
      confirm.close();
      // This token no longer works: nothing more can be done from here but log in again.
      if (apiError.status === 401) await leave();
    }
  };

  return (
    <>
      <Button variant="default" leftSection={<IconDevicesOff size={18} aria-hidden />} onClick={confirm.open}>
        {th.profile.signOutEverywhere}
      </Button>
      <ConfirmModal
        opened={confirming}
        title={th.profile.signOutEverywhereTitle}
        message={th.profile.signOutEverywhereMessage}
        confirmLabel={th.profile.signOutEverywhereConfirm}
        loading={signOutEverywhere.isPending}
        onConfirm={handleConfirm}
        onClose={confirm.close}
      />
    </>
  );
}
