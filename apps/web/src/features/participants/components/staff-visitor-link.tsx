import type { TStaffVisitor } from '@chapter/contract/meeting-guests';
import { Button, Stack, Text } from '@mantine/core';
import { CopyLinkField } from '../../../components/copy-link-field.tsx';
import * as th from '../../../i18n/th.ts';
import { absoluteUrl } from '../../../lib/absolute-url.ts';
import { formatBaht, formatDateTime } from '../../../lib/format.ts';

const t = th.staffVisitor;

/** The visitor's link, shown this once (only its hash is kept), to copy and send them by any app. */
export function StaffVisitorLink({ visitor, onClose }: { visitor: TStaffVisitor; onClose: () => void }) {
  const url = absoluteUrl(visitor.url);
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t.linkExplain(
          visitor.visitor_name,
          formatBaht(visitor.meeting.visitor_fee),
          formatDateTime(visitor.expires_at),
        )}
      </Text>
      <CopyLinkField url={url} label={t.linkLabel} testId="staff-visitor-link" />
      <Button size="md" variant="subtle" onClick={onClose}>
        {t.close}
      </Button>
    </Stack>
  );
}
