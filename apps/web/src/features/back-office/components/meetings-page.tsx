import { Alert, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import * as th from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { AdminEvent } from '../api/admin-events.ts';
import { useCancelEvent } from '../api/cancel-event.ts';
import { useMeetingSeries } from '../api/meeting-series.ts';
import { MeetingSeriesForm } from './meeting-series-form.tsx';
import { SeriesMeetingList } from './series-meeting-list.tsx';

/**
 * The chapter's weekly meeting (ADR 53): its values, which the coming meetings nobody has touched
 * follow, and its meetings from last week on, each of which can be cancelled (never deleted).
 */
export function MeetingsPage() {
  const view = useMeetingSeries();
  // What the last save did, said in the server's words; kept here, as saving renews the form.
  const [saved, setSaved] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<AdminEvent | null>(null);
  const close = () => setCancelling(null);
  const cancel = useSubmit(useCancelEvent(), {
    success: (result) => result.detail,
    onSuccess: close,
    fields: [],
  });
  const t = th.backOffice.meetings;
  const events = th.backOffice.events;

  return (
    <QueryView query={view} loadFailed={th.backOffice.loadFailed} isEmpty={() => false}>
      {({ series, meetings }) => (
        <Stack gap="lg" maw={900}>
          {/* A new form once a save comes back, so it shows the values as the server kept them. */}
          <MeetingSeriesForm key={series?.updated_at ?? 'none'} series={series} onSaved={setSaved} />
          {saved !== null && (
            <Alert
              color="green"
              variant="light"
              role="status"
              withCloseButton
              onClose={() => setSaved(null)}
              closeButtonLabel={th.common.closeNotification}
            >
              {saved}
            </Alert>
          )}
          <SectionCard titleId="series-meetings" icon={IconCalendarEvent} title={t.meetingsTitle} gap="sm">
            {meetings.length === 0 ? (
              <Text c="dimmed">{t.meetingsEmpty}</Text>
            ) : (
              <SeriesMeetingList meetings={meetings} onCancel={setCancelling} />
            )}
          </SectionCard>
          <ConfirmModal
            opened={cancelling !== null}
            title={events.cancelTitle}
            message={
              cancelling
                ? events.cancelMessage(cancelling.name, cancelling.registration_count - cancelling.paid_count)
                : ''
            }
            confirmLabel={events.cancel}
            dismissLabel={events.keep}
            loading={cancel.pending}
            onClose={close}
            onConfirm={() => cancelling && cancel.submit(cancelling.id)}
          />
        </Stack>
      )}
    </QueryView>
  );
}
