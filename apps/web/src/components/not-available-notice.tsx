import { Alert } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import * as th from '../i18n/th.ts';

/**
 * Says plainly that a screen is not built yet, so nothing pretends to work. role="status" rather
 * than Mantine's default "alert": it is information, not an error to interrupt with.
 */
export function NotAvailableNotice({ message }: { message: string }) {
  return (
    <Alert
      role="status"
      color="gray"
      variant="light"
      title={th.common.notAvailableTitle}
      icon={<IconClockHour4 aria-hidden />}
    >
      {message}
    </Alert>
  );
}
