import { Divider, Stack } from '@mantine/core';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { useAdminPrivacy } from '../api/admin-privacy.ts';
import { GuestDataSection } from './guest-data-section.tsx';
import { NoticeHistory } from './notice-history.tsx';
import { PublishNoticeForm } from './publish-notice-form.tsx';
import { RetentionForm } from './retention-form.tsx';
import { RetentionRuns } from './retention-runs.tsx';

/**
 * `/admin/privacy` (issue 19): the members' privacy notice in force and every version before it,
 * publishing a new one, the same for the visitors' notice (issue 34), how long slip images and
 * client addresses are kept, and what the daily job removed.
 */
export function PrivacyPage() {
  const privacy = useAdminPrivacy();
  return (
    <QueryView query={privacy} loadFailed={th.backOffice.loadFailed}>
      {({
        notices,
        notice_template,
        guest_notices,
        guest_notice_template,
        retention,
        retention_defaults,
        retention_runs,
      }) => (
        <Stack gap="xl" maw={880}>
          <NoticeHistory kind="member" notices={notices} />
          {/* A new version starts the form afresh from its text. */}
          <PublishNoticeForm
            key={notices[0]?.version ?? 0}
            kind="member"
            current={notices[0] ?? null}
            template={notice_template}
          />
          <Divider />
          <NoticeHistory kind="guest" notices={guest_notices} />
          <PublishNoticeForm
            key={`guest-${guest_notices[0]?.version ?? 0}`}
            kind="guest"
            current={guest_notices[0] ?? null}
            template={guest_notice_template}
          />
          <GuestDataSection />
          <Divider />
          <RetentionForm key={JSON.stringify(retention)} retention={retention} defaults={retention_defaults} />
          <RetentionRuns runs={retention_runs} />
        </Stack>
      )}
    </QueryView>
  );
}
