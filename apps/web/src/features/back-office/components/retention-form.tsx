import type { TRetention } from '@chapter/contract/privacy';
import { RETENTION_LIMITS, type RetentionName } from '@chapter/contract/retention-limits';
import { NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../../components/form-footer.tsx';
import * as th from '../../../i18n/th.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useUpdateRetention } from '../api/update-retention.ts';

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

/**
 * How many days slip images, the audit log's client addresses and guests who never joined (from their last
 * visit, issue 34) are kept before the daily job removes them. One field per RETENTION_LIMITS entry.
 */
export function RetentionForm({ retention, defaults }: RetentionFormProps) {
  const t = th.privacy.admin;
  const [values, setValues] = useState<Record<RetentionName, number | string>>(retention);
  const save = useSubmit(useUpdateRetention(), { success: th.backOffice.saved });
  const { errors } = save;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = {};
    for (const name of names) {
      const problem = problemOf(name, values[name]);
      if (problem) problems[name] = problem;
    }
    // Sent only when no value has a problem, so each is then a whole number in range.
    void save.submit(values as TRetention, problems);
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
          <FormFooter label={th.backOffice.save} pending={save.pending} />
        </Stack>
      </form>
    </Paper>
  );
}
