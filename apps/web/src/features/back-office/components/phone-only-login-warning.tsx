import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import * as th from '../../../i18n/th.ts';
import { useConfig } from '../../../lib/app-config.ts';

/**
 * Outside the demo, a server with LOGIN_CONFIRMATION=off lets anyone who knows a member's phone
 * number log in as them. The operator chose it, but the admins who run the chapter must know too,
 * on every page, until LINE is connected (the server warns in its log the same way).
 */
export function PhoneOnlyLoginWarning() {
  const config = useConfig();
  if (!config.data || config.data.demo || config.data.login_confirmation !== 'off') return null;
  const t = th.backOffice.phoneOnlyLogin;
  return (
    <Alert color="red" variant="light" title={t.title} icon={<IconAlertTriangle aria-hidden />} role="alert" mb="lg">
      {t.message}
    </Alert>
  );
}
