/*
 * The toast container and its styles. Imported statically, so they come with the entry: an error
 * toast must never need the network (issue 32, lazy-notifications.tsx). The Notification
 * component's own stylesheet comes with its code (build/mantine-css.ts); this package's does not.
 */
import '@mantine/notifications/styles.css';
import classes from './toasts.module.css';

export { Notifications } from '@mantine/notifications';

/** Where the toasts sit (ADR 31): the container's class, given to every position's root. */
export const toastClassNames = { root: classes.root };
