import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() =>
  import('./toast-container.ts').then((m) => ({
    default: (props: NotificationsProps) => <m.Notifications classNames={m.toastClassNames} {...props} />,
  })),
);

/**
 * Mantine's toasts, mounted when the first one is shown. Most page loads never show one, so the
 * container, its transitions and its CSS (about 7 kB gzip) stay out of the first download.
 * `notifications.show` only writes to the store; the container shows what is there when it
 * mounts. Once mounted it stays, so later toasts and exit transitions run as usual.
 */
export function LazyNotifications(props: NotificationsProps) {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Latching during render (not in an effect) mounts the container in the same commit.
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
