import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconFileText, IconShieldLock } from '@tabler/icons-react';
import { PrivacyNoticeText } from '../../../components/privacy-notice-text.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import * as th from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePrivacyNotice } from '../../../lib/privacy-notice.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useDownloadMyData } from '../api/download-my-data.ts';
import { EraseMeButton } from './erase-me-button.tsx';

/**
 * "ข้อมูลส่วนบุคคลของฉัน" on the profile (issue 19): the privacy notice the member agreed to, to read
 * again at any time; their data as a ZIP; and erasing it. `logoutTo` is where erasure leads after.
 */
export function MyPrivacySection({ logoutTo }: { logoutTo: string }) {
  const t = th.privacy;
  // Already fetched by the consent gate this visit: no request of its own.
  const { data: notice } = usePrivacyNotice();
  // The saved file says it worked; a refusal is a toast.
  const download = useSubmit(useDownloadMyData(), { fields: [] });
  const [reading, reader] = useDisclosure(false);
  const inForce =
    notice?.version != null && notice.body !== null && notice.published_at !== null
      ? { version: notice.version, body: notice.body, publishedAt: notice.published_at }
      : null;

  return (
    <SectionCard titleId="my-privacy-title" icon={IconShieldLock} title={t.sectionTitle}>
      <Text size="sm" c="dimmed">
        {t.sectionIntro}
      </Text>
      {notice && (
        <Text size="sm" data-testid="privacy-agreed">
          {notice.agreed_version !== null && notice.agreed_at !== null
            ? t.agreedOn(notice.agreed_version, formatDateTime(notice.agreed_at))
            : inForce
              ? t.version(inForce.version)
              : t.noNotice}
        </Text>
      )}
      <Group gap="xs">
        {inForce && (
          <Button variant="light" leftSection={<IconFileText size={18} aria-hidden />} onClick={reader.open}>
            {t.readNotice}
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={download.pending}
          onClick={() => void download.submit(undefined)}
        >
          {t.download}
        </Button>
        <EraseMeButton logoutTo={logoutTo} />
      </Group>
      <Text size="xs" c="dimmed">
        {t.downloadHint}
      </Text>
      {inForce && (
        <Modal opened={reading} onClose={reader.close} title={t.noticeTitle} size="lg">
          <PrivacyNoticeText {...inForce} />
        </Modal>
      )}
    </SectionCard>
  );
}
