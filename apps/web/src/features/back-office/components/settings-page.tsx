import type { TChapterSettings } from '@chapter/contract/admin-settings';
import { CHAPTER_SETTINGS, type TChapterSettingName } from '@chapter/contract/chapter-settings';
import { formatPromptPayId } from '@chapter/contract/promptpay-id';
import { Paper, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../../components/form-footer.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useSaveSettings, useSettings } from '../api/settings.ts';
import { RichMenusSection } from './rich-menus-section.tsx';

/** Each setting of the contract's one list: its name, its label, and what it accepts when that is not obvious. */
const fields = CHAPTER_SETTINGS.map(
  (name) => [name, th.backOffice.settings.labels[name], th.backOffice.settings.hints[name]] as const,
);

/** A setting as the admin reads it: a PromptPay id grouped as members see it (the server takes dashes back). */
const shown = (name: TChapterSettingName, value: string) =>
  name === 'promptpay_id' ? formatPromptPayId(value) : value;

/**
 * The chapter name, the bank details and the PromptPay id members pay to (blank means the server's
 * default); below them, the chapter's LINE menus.
 */
export function SettingsPage() {
  const settings = useSettings();
  return (
    <Stack gap="lg">
      <QueryView query={settings} loadFailed={th.backOffice.loadFailed}>
        {({ values, defaults, overridden }) => {
          const initial = Object.fromEntries(
            fields.map(([name]) => [name, overridden.includes(name) ? shown(name, values[name]) : '']),
          ) as TChapterSettings;
          return <SettingsForm initial={initial} defaults={defaults} />;
        }}
      </QueryView>
      <RichMenusSection />
    </Stack>
  );
}

function SettingsForm({ initial, defaults }: { initial: TChapterSettings; defaults: TChapterSettings }) {
  const [form, setForm] = useState(initial);
  const save = useSubmit(useSaveSettings(), { success: th.backOffice.saved });
  const { errors } = save;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.submit(form);
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
                    {th.backOffice.settings.defaultValue(shown(name, defaults[name]))}
                  </>
                ) : (
                  th.backOffice.settings.defaultValue(shown(name, defaults[name]))
                )
              }
              placeholder={shown(name, defaults[name])}
              value={form[name]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setForm((current) => ({ ...current, [name]: value }));
              }}
              error={errors[name]}
            />
          ))}
          <FormFooter label={th.backOffice.save} pending={save.pending} />
        </Stack>
      </form>
    </Paper>
  );
}
