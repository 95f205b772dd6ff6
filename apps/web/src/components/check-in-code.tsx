import { CHECK_IN_CODE_SECONDS, formatCheckInCode } from '@chapter/contract/check-in-code';
import type { TCheckInCode } from '@chapter/contract/door';
import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as th from '../i18n/th.ts';
import { formatDateTime, formatTime } from '../lib/format.ts';
import { QrImage } from './qr-image.tsx';
import { QueryView } from './query-view.tsx';

const t = th.checkInCode;

/** The code's width on screen, in px: scanned from a host's phone at arm's length. */
export const CHECK_IN_QR_SIZE = 240;

/** How long before a code runs out the screen asks for the next one. */
export const CHECK_IN_CODE_RENEW_BEFORE_MS = 20_000;

/**
 * When to ask for the next code, counted on this phone's clock from when the code arrived rather
 * than from `expires`: a phone whose clock is minutes off still asks in time, and never in a loop.
 */
function renewDelay(receivedAt: number): number {
  return Math.max(0, receivedAt + CHECK_IN_CODE_SECONDS * 1000 - CHECK_IN_CODE_RENEW_BEFORE_MS - Date.now());
}

interface CheckInCodeProps {
  /** One person's code for one meeting (the meeting's id, or the visitor's link, in it). */
  queryKey: QueryKey;
  /** Asks the server for a new code; each one replaces the person's last. */
  request: () => Promise<TCheckInCode>;
}

/**
 * A person's check-in code for the meeting's door (issue 35): the QR the host scans, the code to type
 * when scanning fails, and until when it works. A code is single use and short-lived, so the screen
 * asks for the next one before it runs out and whenever the page is seen again (a screenshot or a
 * forwarded picture is dead by then). Nothing is kept once the code is off screen: no other person
 * on this phone can see it, and the next opening asks for a new one.
 */
export function CheckInCode({ queryKey, request }: CheckInCodeProps) {
  const query = useQuery({
    queryKey,
    queryFn: request,
    gcTime: 0,
    // Only the timer, the page coming back into view and the button ask again: each ask replaces the code.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const { data, dataUpdatedAt, refetch } = query;

  useEffect(() => {
    if (!data || data.checked_in) return;
    const timer = setTimeout(() => void refetch(), renewDelay(dataUpdatedAt));
    return () => clearTimeout(timer);
  }, [data, dataUpdatedAt, refetch]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);

  // A code that could not be renewed may be dead already: the error is shown in its place.
  const shown = { ...query, data: query.isError ? undefined : data };
  return (
    <QueryView query={shown} loadFailed={t.loadFailed}>
      {(code) => <CodeView code={code} renewing={query.isFetching} onRenew={() => void refetch()} />}
    </QueryView>
  );
}

interface CodeViewProps {
  code: TCheckInCode;
  renewing: boolean;
  onRenew: () => void;
}

function CodeView({ code, renewing, onRenew }: CodeViewProps) {
  const formatted = formatCheckInCode(code.code);
  return (
    <Stack gap="xs" align="center" data-testid="check-in-code">
      <Text size="sm" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
        {t.meeting(code.meeting.name, formatDateTime(code.meeting.starts))}
      </Text>
      {code.checked_in ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title={t.checkedIn} w="100%">
          <Text size="sm">{t.checkedInHint}</Text>
        </Alert>
      ) : (
        <>
          {/* A code being replaced is faded so the host does not scan it by mistake. */}
          <Box aria-busy={renewing} style={{ opacity: renewing ? 0.35 : 1, transition: 'opacity 150ms' }}>
            <QrImage text={code.code} label={t.qrAlt(formatted)} size={CHECK_IN_QR_SIZE} failed={t.qrFailed} />
          </Box>
          <Text
            ff="monospace"
            fz={28}
            fw={700}
            ta="center"
            style={{ letterSpacing: '0.12em', whiteSpace: 'nowrap' }}
            data-testid="check-in-code-text"
          >
            {formatted}
          </Text>
          <Text fw={600}>{t.validUntil(formatTime(code.expires))}</Text>
          <Text size="xs" c="dimmed" ta="center">
            {t.renews}
          </Text>
        </>
      )}
      <Button variant="light" leftSection={<IconRefresh size={18} aria-hidden />} loading={renewing} onClick={onRenew}>
        {t.refresh}
      </Button>
    </Stack>
  );
}
