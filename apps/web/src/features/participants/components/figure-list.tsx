import { Group, Stack, Text, Title } from '@mantine/core';

export interface Figure {
  label: string;
  value: string;
  /** A total: drawn bold, under a line. */
  total?: boolean;
  /** A Mantine colour for the value (red for money missing). */
  colour?: string;
}

/**
 * A titled column of labels and figures (the headcount, the cash-up's sums): label at the left,
 * figure at the right, so it reads at 360 px as well as in a wide dialog.
 */
export function FigureList({ title, figures, testId }: { title?: string; figures: Figure[]; testId: string }) {
  return (
    <Stack gap={4} data-testid={testId}>
      {title !== undefined && (
        <Title order={3} fz="h6">
          {title}
        </Title>
      )}
      {figures.map((figure) => (
        <Group
          key={figure.label}
          justify="space-between"
          gap="sm"
          wrap="nowrap"
          pt={figure.total ? 4 : 0}
          style={figure.total ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
        >
          <Text size="sm" fw={figure.total ? 700 : 400}>
            {figure.label}
          </Text>
          <Text size="sm" fw={figure.total ? 700 : 500} c={figure.colour} style={{ whiteSpace: 'nowrap' }}>
            {figure.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
