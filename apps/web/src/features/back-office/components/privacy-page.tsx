import { Stack } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { th } from '../../../i18n/th.ts';
import { useAdminPrivacy } from '../api/admin-privacy.ts';
import { NoticeHistory } from './notice-history.tsx';
import { PublishNoticeForm } from './publish-notice-form.tsx';
import { RetentionForm } from './retention-form.tsx';
import { RetentionRuns } from './retention-runs.tsx';

/**
 * `/admin/privacy` (issue 19): the privacy notice in force and every version before it, publishing
 * a new one, how long slip images and client addresses are kept, and what the daily job removed.
 */
export function PrivacyPage() {
  const privacy = useAdminPrivacy();
  if (privacy.isPending) return <PageLoader />;
  if (privacy.isError) {
    return (
      <ErrorAlert
        title={th.backOffice.loadFailed}
        messages={privacy.error.errorMessages}
        onRetry={() => void privacy.refetch()}
      />
    );
  }
  const { notices, notice_template, retention, retention_defaults, retention_runs } = privacy.data;
  const current = notices[0] ?? null;
  return (
    <Stack gap="xl" maw={880}>
      <NoticeHistory notices={notices} />
      {/* A new version starts the form afresh from its text. */}
      <PublishNoticeForm key={current?.version ?? 0} current={current} template={notice_template} />
      <RetentionForm key={JSON.stringify(retention)} retention={retention} defaults={retention_defaults} />
      <RetentionRuns runs={retention_runs} />
    </Stack>
  );
}
