import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './record-cards.module.css';

interface RecordCardProps {
  name: string;
  /** Beside the name, or under it when there is no room: when it was, or the card's action. */
  aside: ReactNode;
  testId: string;
  children: ReactNode;
}

/** One record on a phone (a message of the outbox, a LINE binding), in place of a table's row. */
export function RecordCard({ name, aside, testId, children }: RecordCardProps) {
  return (
    <li className={classes.card} data-testid={testId}>
      <div className={classes.head}>
        <Text span size="sm" fw={600} className={classes.name}>
          {name}
        </Text>
        {aside}
      </div>
      {children}
    </li>
  );
}
