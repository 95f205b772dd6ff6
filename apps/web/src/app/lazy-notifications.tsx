import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { useState } from 'react';
import { Notifications, toastClassNames } from './toast-container.ts';

/**
 * Mantine's toasts, mounted when the first one is shown. `notifications.show` only writes to the
 * store; the container shows what is there when it mounts, and stays, so later toasts and exit
 * transitions run as usual.
 *
 * The container's code and CSS come with the entry (issue 32), no longer as a chunk of their own
 * fetched with the first toast: that first toast is most often an error, and an error is most
 * often the network failing, when the chunk could not be fetched either (the page went white on
 * "Unable to preload CSS"). A fallback for a failed import would be a second look for the same
 * toast, drawn only when things break; about 7 kB gzip on every first download is the price of
 * reporting an error never needing the network.
 */
export function LazyNotifications(props: NotificationsProps) {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Latching during render (not in an effect) mounts the container in the same commit.
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return <Notifications classNames={toastClassNames} {...props} />;
}
