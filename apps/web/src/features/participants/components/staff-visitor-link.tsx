import type { TStaffVisitor } from '@chapter/contract/meeting-guests';
import { Button, CopyButton, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { th } from '../../../i18n/th.ts';
import { formatBaht, formatDateTime } from '../../../lib/format.ts';

const t = th.staffVisitor;

/** The server may answer the page's path: the link is on the app's own address. */
export function absoluteLink(url: string, origin: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/** The visitor's link, shown this once (only its hash is kept), to copy and send them by any app. */
export function StaffVisitorLink({ visitor, onClose }: { visitor: TStaffVisitor; onClose: () => void }) {
  const url = absoluteLink(visitor.url, window.location.origin);
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t.linkExplain(
          visitor.visitor_name,
          formatBaht(visitor.meeting.visitor_fee),
          formatDateTime(visitor.expires_at),
        )}
      </Text>
      <TextInput
        size="md"
        label={t.linkLabel}
        value={url}
        readOnly
        onFocus={(focus) => focus.currentTarget.select()}
        data-testid="staff-visitor-link"
      />
      <CopyButton value={url} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            size="md"
            variant={copied ? 'filled' : 'default'}
            color={copied ? 'green' : undefined}
            leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            onClick={copy}
            aria-live="polite"
          >
            {copied ? t.copied : t.copy}
          </Button>
        )}
      </CopyButton>
      <Button size="md" variant="subtle" onClick={onClose}>
        {t.close}
      </Button>
    </Stack>
  );
}
