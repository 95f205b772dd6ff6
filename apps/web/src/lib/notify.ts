import { notifications } from '@mantine/notifications';
import * as th from '../i18n/th.ts';
import type { ApiError } from './api-error.ts';

// A toast covers what is under it for a few seconds (ADR 31): it has to be easy to dismiss.
const closeButtonProps = { 'aria-label': th.common.closeNotification, size: 'lg' } as const;

/** A green toast for a change that worked (spec section 8's success toasts). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 4000, closeButtonProps });
}

/**
 * A red toast for a failed call: the Thai "an error occurred" followed by the normalised
 * messages, one per line. It stays a little longer: the member has to read why.
 */
export function notifyError(error: Pick<ApiError, 'errorMessages'>, options: { prefix?: string } = {}): void {
  // With a prefix (the participant list's "An error occurred : "), the prefix replaces the title.
  const { prefix } = options;
  notifications.show({
    color: 'red',
    title: prefix === undefined ? th.common.errorTitle : undefined,
    message: `${prefix ?? ''}${error.errorMessages.join('\n')}`,
    autoClose: 8000,
    closeButtonProps,
    styles: { description: { whiteSpace: 'pre-line' } },
  });
}

/**
 * A yellow toast for a call that worked but did not do all it was asked: messages recorded and
 * not delivered, say. Never green, so it cannot be mistaken for a success; it stays longer than one.
 */
export function notifyWarning(title: string, message: string): void {
  notifications.show({
    color: 'yellow',
    title,
    message,
    autoClose: 10000,
    closeButtonProps,
    styles: { description: { whiteSpace: 'pre-line' } },
  });
}
