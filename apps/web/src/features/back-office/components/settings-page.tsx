import type { TChapterSettings } from '@chapter/contract/admin-settings';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { th } from '../../../i18n/th.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSaveSettings, useSettings } from '../api/settings.ts';
import { type FieldErrors, fieldErrorsFromApi } from '../utils/field-errors.ts';

/** Each setting: its name, its label, and what it accepts when that is not obvious. */
const fields: ReadonlyArray<[keyof TChapterSettings, string, string?]> = [
  ['chapter_name', th.backOffice.settings.chapterName],
  ['bank_name', th.backOffice.settings.bankName],
  ['bank_account_holder', th.backOffice.settings.accountHolder],
  ['bank_account_number', th.backOffice.settings.accountNumber],
  ['promptpay_id', th.backOffice.settings.promptPay, th.backOffice.settings.promptPayHint],
];

/** The chapter name, the bank details and the PromptPay id members pay to; blank means the server's default. */
export function SettingsPage() {
  const settings = useSettings();
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) {
    return (
      <ErrorAlert
        title={th.backOffice.loadFailed}
        messages={settings.error.errorMessages}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  const { values, defaults, overridden } = settings.data;
  const initial = Object.fromEntries(
    fields.map(([name]) => [name, overridden.includes(name) ? values[name] : '']),
  ) as TChapterSettings;
  return <SettingsForm initial={initial} defaults={defaults} />;
}

function SettingsForm({ initial, defaults }: { initial: TChapterSettings; defaults: TChapterSettings }) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form, {
      onSuccess: () => {
        setErrors({});
        notifySuccess(th.backOffice.saved);
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsFromApi(error);
        if (fieldErrors) setErrors(fieldErrors);
        else notifyError(error);
      },
    });
  };

  return (
    <Paper withBorder p="lg" maw={560}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {th.backOffice.settings.intro}
          </Text>
          {fields.map(([name, label, hint]) => (
            <TextInput
              key={name}
              label={label}
              description={
                hint ? (
                  <>
                    {hint}
                    <br />
                    {th.backOffice.settings.defaultValue(defaults[name])}
                  </>
                ) : (
                  th.backOffice.settings.defaultValue(defaults[name])
                )
              }
              placeholder={defaults[name]}
              value={form[name]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setForm((current) => ({ ...current, [name]: value }));
              }}
              error={errors[name]}
            />
          ))}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {th.backOffice.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
