import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { th } from '../../../i18n/th.ts';
import { useAvailableEvents } from '../api/get-available-events.ts';
import { EventCard } from './event-card.tsx';

/** Upcoming events to register for: the desktop tab "ลงทะเบียนกิจกรรม" and /liff-app/event. */
export function EventsScreen() {
  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {th.events.title}
      </Title>
      <EventList />
    </Stack>
  );
}

function EventList() {
  const events = useAvailableEvents();

  // A failed background refresh keeps the list it already has rather than hiding it.
  if (events.data === undefined) {
    if (!events.isError) return <PageLoader />;
    return (
      <ErrorAlert
        title={th.events.loadFailed}
        messages={events.error.errorMessages}
        onRetry={() => events.refetch()}
        retrying={events.isFetching}
      />
    );
  }

  if (events.data.length === 0) {
    return (
      <Group gap="sm" wrap="nowrap" c="dimmed" role="status">
        <IconCalendarOff size={28} aria-hidden style={{ flexShrink: 0 }} />
        <Text>{th.events.empty}</Text>
      </Group>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {events.data.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </SimpleGrid>
  );
}
