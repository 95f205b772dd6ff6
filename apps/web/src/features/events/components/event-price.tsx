import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { formatBaht, formatDateTime } from '../../../lib/format.ts';
import type { AvailableEvent } from '../api/get-available-events.ts';

/**
 * The price a member would pay now. While the early bird runs: that price large, the regular
 * price struck through beside it, and when the early-bird price ends.
 */
export function EventPrice({ event }: { event: AvailableEvent }) {
  const earlyBirdPrice = event.is_early_bird ? event.early_bird_price : null;

  if (earlyBirdPrice === null) {
    return (
      <Text fw={700} fz="lg" data-testid="event-price">
        {th.common.baht(formatBaht(event.price))}
      </Text>
    );
  }

  return (
    <Stack gap={2} data-testid="event-price">
      <Group gap="xs" align="center">
        <Text fw={700} fz="xl" c="red.8">
          {th.common.baht(formatBaht(earlyBirdPrice))}
        </Text>
        <Text component="del" c="dimmed" td="line-through">
          <VisuallyHidden>{th.events.regularPrice} </VisuallyHidden>
          <span>{th.common.baht(formatBaht(event.price))}</span>
        </Text>
        <Badge color="orange" variant="light" tt="none">
          {th.events.earlyBird}
        </Badge>
      </Group>
      {event.early_bird_end_date_time && (
        <Text size="sm" fw={500}>
          {th.events.earlyBirdUntil(formatDateTime(event.early_bird_end_date_time))}
        </Text>
      )}
    </Stack>
  );
}
