import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as th from '../../../i18n/th.ts';
import { logout } from '../../../lib/logout.ts';

/** Signs out, then leaves for `to`: /login on the desktop, /liff/profile/ in the mini-app. */
export function LogoutButton({ to }: { to: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const handleClick = async () => {
    setPending(true);
    await logout();
    // signedOut: the mini-app's landing then waits to be asked before signing in with LINE again.
    await navigate(to, { replace: true, state: { signedOut: true } });
    // Only once this screen is gone: clearing earlier would make it refetch without a token.
    queryClient.clear();
  };

  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={18} aria-hidden />}
      loading={pending}
      onClick={handleClick}
    >
      {th.profile.logout}
    </Button>
  );
}
