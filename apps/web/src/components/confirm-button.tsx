import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { lazyDialog } from './lazy-part.tsx';

interface ConfirmButtonProps {
  /** The button that asks first: given the function that opens the question. */
  button: (ask: () => void) => ReactNode;
  title: string;
  message: string;
  confirmLabel: string;
  dismissLabel?: string;
  /** The change, once confirmed (a `useSubmit`'s submit, whose toast says how it went). */
  onConfirm: () => Promise<unknown>;
  /** The change is running: the confirm button spins and the question stays open. */
  loading: boolean;
}

/** The question's dialog (and Mantine's Modal with it) comes with the first question asked. */
const ConfirmModal = lazyDialog(() => import('./confirm-modal.tsx').then((m) => m.ConfirmModal));

/**
 * A button whose change cannot be undone, so it asks first (ConfirmModal); the question closes
 * once the change has been tried, whatever came of it.
 */
export function ConfirmButton({ button, onConfirm, ...question }: ConfirmButtonProps) {
  const [asking, ask] = useDisclosure(false);
  return (
    <>
      {button(ask.open)}
      <ConfirmModal
        {...question}
        opened={asking}
        onConfirm={() => void onConfirm().then(ask.close)}
        onClose={ask.close}
      />
    </>
  );
}
