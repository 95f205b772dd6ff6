import { Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SlipImageModal } from '../../../components/slip-image-modal.tsx';
import { SlipStatusIcon } from '../../../components/slip-status-icon.tsx';
import { SlipThumbnail } from '../../../components/slip-thumbnail.tsx';
import { th } from '../../../i18n/th.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { MemberSlip } from '../api/get-payment-detail-list.ts';

/** The member's slips as thumbnails, waiting ones first; a click opens the full image. */
export function MemberSlips({ slips }: { slips: UseQueryResult<MemberSlip[], ApiError> }) {
  const [viewing, setViewing] = useState<MemberSlip | null>(null);
  return (
    <Stack gap="xs" component="section" aria-labelledby="member-slips-title">
      <Title order={3} fz="md" id="member-slips-title">
        {th.validation.slipsTitle}
      </Title>
      <SlipGrid slips={slips} onView={setViewing} />
      {viewing && <SlipImageModal slip={viewing} opened onClose={() => setViewing(null)} />}
    </Stack>
  );
}

function SlipGrid({
  slips,
  onView,
}: {
  slips: UseQueryResult<MemberSlip[], ApiError>;
  onView: (slip: MemberSlip) => void;
}) {
  if (slips.data === undefined) {
    if (!slips.isError) return <PageLoader />;
    return (
      <ErrorAlert
        title={th.validation.slipsLoadFailed}
        messages={slips.error.errorMessages}
        onRetry={() => slips.refetch()}
        retrying={slips.isFetching}
      />
    );
  }
  if (slips.data.length === 0) return <Text c="dimmed">{th.validation.slipsEmpty}</Text>;

  return (
    <Group gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {slips.data.map((slip) => {
        const uploadedAt = formatDateTime(slip.created);
        const validated = slip.validated_by !== null;
        return (
          <Stack key={slip.id} component="li" gap={4} align="center" data-testid="member-slip">
            <UnstyledButton onClick={() => onView(slip)} aria-label={th.payment.viewSlip(uploadedAt)}>
              <SlipThumbnail src={slip.thumbnail} size={96} />
            </UnstyledButton>
            <Group gap={4} wrap="nowrap">
              <SlipStatusIcon validated={validated} />
              <Text size="xs">{uploadedAt}</Text>
            </Group>
          </Stack>
        );
      })}
    </Group>
  );
}
