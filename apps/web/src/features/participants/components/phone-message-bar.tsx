import { Button, Drawer, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import * as th from '../../../i18n/th.ts';
import classes from './phone-message-bar.module.css';

interface PhoneMessageBarProps {
  /** How many members are ticked. */
  count: number;
  /** The message composer, opened from the bar. */
  children: ReactNode;
}

const p = th.participants;

/**
 * On a phone the composer would sit below every member: instead a bar stays at the bottom of the
 * screen with how many are ticked, and opens the composer over the list. The composer stays
 * mounted while closed, so the choice of message and the last send's results are still there.
 */
export function PhoneMessageBar({ count, children }: PhoneMessageBarProps) {
  const [opened, drawer] = useDisclosure(false);
  return (
    <>
      <div className={classes.bar} data-testid="message-bar">
        <Text fw={500} aria-live="polite">
          {p.selected(count)}
        </Text>
        <Button size="md" leftSection={<IconMessage size={20} aria-hidden />} onClick={drawer.open}>
          {p.compose}
        </Button>
      </div>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="bottom"
        size="calc(100dvh - 6rem)"
        className={opened ? classes.drawerOpen : undefined}
        title={p.composeTitle(count)}
        keepMounted
        styles={{ title: { fontWeight: 600 } }}
      >
        {children}
      </Drawer>
    </>
  );
}
