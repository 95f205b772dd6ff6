import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { meetingParam, SUBSTITUTE_PARAM } from '../../../lib/meeting-links.ts';
import { useDrawnInSteps } from '../../../lib/use-drawn-in-steps.ts';
import { type AvailableEvent, useAvailableEvents } from '../api/get-available-events.ts';
import { myVisitorsQueryOptions } from '../api/visitors.ts';
import { EventCard } from './event-card.tsx';
import { MyVisitors } from './my-visitors.tsx';

/**
 * Upcoming events to register for, then the visitors the member invited: the desktop tab
 * "ลงทะเบียนกิจกรรม" and /liff-app/event.
 */
export function EventsScreen() {
  // The member's visitors are asked for with the screen, though drawn only below the last card.
  // Fetched, not watched: their answer must not draw the cards again.
  const queryClient = useQueryClient();
  useEffect(() => void queryClient.prefetchQuery(myVisitorsQueryOptions()), [queryClient]);
  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {th.events.title}
      </Title>
      <EventList after={<MyVisitors />} />
    </Stack>
  );
}

/** The event cards, then `after` once they are all drawn (below them, it is never pushed down). */
function EventList({ after }: { after: ReactNode }) {
  const events = useAvailableEvents();
  // The chat's "ส่งตัวแทน" opens the mini-app here with that meeting's substitute form (issue 37).
  const substituteFor = meetingParam(useLocation().search, SUBSTITUTE_PARAM);

  const empty = (
    <Group gap="sm" wrap="nowrap" c="dimmed" role="status">
      <IconCalendarOff size={28} aria-hidden style={{ flexShrink: 0 }} />
      <Text>{th.events.empty}</Text>
    </Group>
  );

  return (
    <>
      <QueryView
        query={events}
        loadFailed={th.events.loadFailed}
        empty={
          <>
            {empty}
            {after}
          </>
        }
      >
        {(available) => <EventCards events={available} substituteFor={substituteFor} after={after} />}
      </QueryView>
      {events.data === undefined && events.isError && after}
    </>
  );
}

interface EventCardsProps {
  events: AvailableEvent[];
  substituteFor: number | null;
  after: ReactNode;
}

/** Drawn a few cards at a time (useDrawnInSteps), the ones on screen first. */
function EventCards({ events, substituteFor, after }: EventCardsProps) {
  const { drawn, complete } = useDrawnInSteps(events);
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {drawn.map((event) => (
          <EventCard key={event.id} event={event} openSubstitute={event.id === substituteFor} />
        ))}
      </SimpleGrid>
      {complete && after}
    </>
  );
}
