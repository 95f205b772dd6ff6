/*
 * The toast container and its styles, in their own chunk: fetched with the first toast
 * (lazy-notifications.tsx), not on every page load.
 */
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';
