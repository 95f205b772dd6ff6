import { Button } from '@mantine/core';
import { IconDevicesOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import * as th from '../../../i18n/th.ts';
import { notifyError } from '../../../lib/notify.ts';
import { clearSession } from '../../../lib/session.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';

/**
 * Ends every session of the member (a lost phone, a shared computer), this one included, after
 * asking: the LINE mini-app must log in again too. Then leaves for `to`, as Log Out does.
 */
export function SignOutEverywhereButton({ to }: { to: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const leave = async () => {
    clearSession();
    // signedOut: the mini-app's landing then waits to be asked before signing in with LINE again.
    await navigate(to, { replace: true, state: { signedOut: true } });
    // Only once this screen is gone: clearing earlier would make it refetch without a token.
    queryClient.clear();
  };

  const signOutEverywhere = useSubmit(useSignOutEverywhere(), {
    success: (result) => result.detail,
    onSuccess: leave,
    onError: async (error) => {
      notifyError(error);
      // This token no longer works: nothing more can be done from here but log in again.
      if (error.status === 401) await leave();
    },
  });

  return (
    <ConfirmButton
      button={(ask) => (
        <Button variant="default" leftSection={<IconDevicesOff size={18} aria-hidden />} onClick={ask}>
          {th.profile.signOutEverywhere}
        </Button>
      )}
      title={th.profile.signOutEverywhereTitle}
      message={th.profile.signOutEverywhereMessage}
      confirmLabel={th.profile.signOutEverywhereConfirm}
      loading={signOutEverywhere.pending}
      onConfirm={() => signOutEverywhere.submit(undefined)}
    />
  );
}
