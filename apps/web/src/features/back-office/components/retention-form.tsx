import type { TRetention } from '@chapter/contract/privacy';
import { RETENTION_LIMITS, type RetentionName } from '@chapter/contract/retention-limits';
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { th } from '../../../i18n/th.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useUpdateRetention } from '../api/update-retention.ts';
import { type FieldErrors, fieldErrorsFromApi } from '../utils/field-errors.ts';

const names = Object.keys(RETENTION_LIMITS) as RetentionName[];

interface RetentionFormProps {
  retention: TRetention;
  /** What applies when the chapter sets nothing (the server's, from its environment). */
  defaults: TRetention;
}

/** Why a value cannot be saved, checked here first so the Admin sees it beside the field. */
function problemOf(name: RetentionName, value: number | string): string | null {
  const { min, max } = RETENTION_LIMITS[name];
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? null
    : th.privacy.admin.retentionOutOfRange(min, max);
}

/** How many days slip images and the audit log's client addresses are kept before the daily job removes them. */
export function RetentionForm({ retention, defaults }: RetentionFormProps) {
  const t = th.privacy.admin;
  const [values, setValues] = useState<Record<RetentionName, number | string>>(retention);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useUpdateRetention();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = {};
    for (const name of names) {
      const problem = problemOf(name, values[name]);
      if (problem) problems[name] = problem;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(values as TRetention, {
      onSuccess: () => notifySuccess(th.backOffice.saved),
      onError: (error) => {
        const fields = fieldErrorsFromApi(error);
        if (fields) setErrors(fields);
        else notifyError(error);
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="retention-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={520}>
          <Title order={2} fz="h3" id="retention-title">
            {t.retentionTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {t.retentionIntro}
          </Text>
          {names.map((name) => (
            <NumberInput
              key={name}
              label={t.retentionFields[name]}
              description={t.retentionLimits(defaults[name], RETENTION_LIMITS[name].min, RETENTION_LIMITS[name].max)}
              value={values[name]}
              onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
              min={RETENTION_LIMITS[name].min}
              max={RETENTION_LIMITS[name].max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
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
