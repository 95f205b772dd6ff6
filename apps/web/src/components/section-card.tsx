import { Group, Paper, Stack, type StackProps, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id, which names the section for screen readers. */
  titleId: string;
  icon: Icon;
  title: string;
  gap?: StackProps['gap'];
  children: ReactNode;
}

/** A bordered section of a member's screen (the bank account, LINE, the card) under its icon and heading. */
export function SectionCard({ titleId, icon: SectionIcon, title, gap = 'xs', children }: SectionCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap={gap}>
        <Group gap={8} wrap="nowrap">
          <SectionIcon size={22} aria-hidden style={{ flexShrink: 0 }} />
          <Title order={2} fz="h4" id={titleId}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
