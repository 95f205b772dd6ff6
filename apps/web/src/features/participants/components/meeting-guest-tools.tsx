import type { TGuestsExportFormat } from '@chapter/contract/meeting-guests';
import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconUserPlus } from '@tabler/icons-react';
import * as th from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { MonthEvent } from '../api/get-events-of-month.ts';
import { useDownloadMeetingGuests } from '../api/meeting-guests-export.ts';
import { StaffVisitorForm } from './staff-visitor-form.tsx';

const FORMATS = ['csv', 'xlsx'] as const satisfies readonly TGuestsExportFormat[];

/**
 * What staff do for the chosen event's guests (issue 34): register a visitor who phoned, while the
 * event is coming and not cancelled (the server refuses events that are not weekly meetings, in
 * Thai), and save the guests as a file for the visitor hosts' follow-up once there are any.
 */
export function MeetingGuestTools({ event }: { event: MonthEvent }) {
  const [registering, form] = useDisclosure(false);
  const download = useDownloadMeetingGuests();
  // The saved file says it worked; a refusal is a toast.
  const saving = useSubmit(download, { fields: [] });
  // Visitors come to weekly meetings only (the server says so too).
  const coming = event.is_meeting && !event.is_cancelled && Date.parse(event.event_start_date_time) > Date.now();
  const downloading = (format: TGuestsExportFormat) => download.isPending && download.variables?.format === format;
  if (!coming && event.guests.length === 0) return null;

  return (
    <Group gap="xs" wrap="wrap">
      {coming && (
        <Button size="md" variant="light" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={form.open}>
          {th.staffVisitor.open}
        </Button>
      )}
      {event.guests.length > 0 &&
        FORMATS.map((format) => (
          <Button
            key={format}
            size="md"
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={downloading(format)}
            disabled={download.isPending && !downloading(format)}
            onClick={() => void saving.submit({ eventId: event.id, format })}
          >
            {th.guestsExport[format]}
          </Button>
        ))}
      {registering && <StaffVisitorForm event={event} onClose={form.close} />}
    </Group>
  );
}
