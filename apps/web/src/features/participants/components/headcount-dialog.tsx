import { Button, CopyButton, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { formatDate } from '../../../lib/format.ts';
import type { MonthEvent } from '../api/get-events-of-month.ts';
import { type Headcount, useMeetingHeadcount } from '../api/meeting-headcount.ts';
import { FigureList } from './figure-list.tsx';

const t = th.headcount;

/**
 * How many to tell the venue (issue 35): members neither on leave nor saying they will miss it nor
 * sending a substitute, the substitutes and the visitors; who is left out, apart; and the message
 * to copy into the chat with the venue. Asked afresh each time it opens.
 */
export function HeadcountDialog({ event, onClose }: { event: MonthEvent; onClose: () => void }) {
  const headcount = useMeetingHeadcount(event.id);
  return (
    <Modal opened onClose={onClose} title={t.title} closeButtonProps={{ 'aria-label': th.common.closeDialog }}>
      <QueryView query={headcount} loadFailed={t.loadFailed}>
        {(data) => <HeadcountView headcount={data} onClose={onClose} />}
      </QueryView>
    </Modal>
  );
}

function HeadcountView({ headcount, onClose }: { headcount: Headcount; onClose: () => void }) {
  const message = t.message(headcount.meeting.name, formatDate(headcount.meeting.starts), headcount.total);
  return (
    <Stack gap="md">
      <FigureList
        testId="headcount-counted"
        figures={[
          { label: t.members, value: t.people(headcount.members) },
          { label: t.substitutes, value: t.people(headcount.substitutes) },
          { label: t.visitors, value: t.people(headcount.visitors) },
          { label: t.total, value: t.people(headcount.total), total: true },
        ]}
      />
      <FigureList
        title={t.notCounted}
        testId="headcount-left-out"
        figures={[
          { label: t.onLeave, value: t.people(headcount.on_leave) },
          { label: t.willMiss, value: t.people(headcount.will_miss) },
        ]}
      />
      <Paper withBorder radius="md" p="sm" bg="gray.0">
        <Text size="xs" c="dimmed" id="headcount-message-label">
          {t.messageLabel}
        </Text>
        <Text size="sm" aria-labelledby="headcount-message-label" data-testid="headcount-message">
          {message}
        </Text>
      </Paper>
      <Group justify="flex-end" gap="xs">
        <Button size="md" variant="default" onClick={onClose}>
          {t.close}
        </Button>
        <CopyButton value={message} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="md"
              color={copied ? 'green' : undefined}
              leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              onClick={copy}
              aria-live="polite"
            >
              {copied ? t.copied : t.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
