import { formatThaiPhone, normalizeThaiPhone } from '@chapter/contract/phone';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconPhone, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import * as th from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useEraseGuest } from '../api/admin-erase-guest.ts';
import { useDownloadGuestData } from '../api/admin-guest-data.ts';

/** What is wrong with the typed phone, checked here first so the Admin sees it under the field. */
function phoneProblem(phone: string): string | null {
  if (phone.trim() === '') return th.guestPrivacy.phoneRequired;
  return normalizeThaiPhone(phone) === null ? th.guestPrivacy.phoneInvalid : null;
}

/**
 * "ข้อมูลผู้เยี่ยมชมและตัวแทน" (issue 34): a visitor or substitute has no account, so they ask the
 * chapter, and an Admin acts for them by the phone they registered with: a JSON download of every
 * visit to hand them, or the erasure of every visit, which asks first.
 */
export function GuestDataSection() {
  const t = th.guestPrivacy;
  const titleId = useId();
  const [phone, setPhone] = useState('');
  const download = useSubmit(useDownloadGuestData(), {
    success: (data) => t.downloaded(data.visits.length),
    fields: ['phone'],
  });
  const erase = useSubmit(useEraseGuest(), {
    success: (result) => result.detail,
    fields: ['phone'],
    onSuccess: () => setPhone(''),
  });
  const normalized = normalizeThaiPhone(phone);

  /** One message under the field, whichever button found it. */
  const showProblem = (problem: string | null) => {
    download.setErrors(problem === null ? {} : { phone: problem });
    erase.setErrors({});
    return problem === null;
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm" maw={520}>
        <Title order={2} fz="h3" id={titleId}>
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.intro}
        </Text>
        <TextInput
          label={t.phoneLabel}
          description={t.downloadHint}
          placeholder={t.phonePlaceholder}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          size="md"
          leftSection={<IconPhone size={18} aria-hidden />}
          value={phone}
          error={download.errors.phone ?? erase.errors.phone}
          onChange={(event) => {
            setPhone(event.currentTarget.value);
            showProblem(null);
          }}
        />
        <Group gap="sm">
          <Button
            size="md"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={download.pending}
            onClick={() => {
              const problem = phoneProblem(phone);
              if (showProblem(problem) && normalized !== null) void download.submit(normalized);
            }}
          >
            {t.download}
          </Button>
          <ConfirmButton
            button={(ask) => (
              <Button
                size="md"
                color="red"
                variant="outline"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => {
                  if (showProblem(phoneProblem(phone))) ask();
                }}
              >
                {t.erase}
              </Button>
            )}
            title={t.eraseTitle}
            message={t.eraseMessage(formatThaiPhone(normalized ?? phone))}
            confirmLabel={t.eraseConfirm}
            loading={erase.pending}
            onConfirm={() => (normalized === null ? Promise.resolve() : erase.submit(normalized))}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
