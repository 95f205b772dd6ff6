import { ZReminderRuleInputSchema } from '@chapter/contract/reminders';
import { NumberInput, Paper, Radio, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../../components/form-footer.tsx';
import * as th from '../../../i18n/th.ts';
import { problemsOf } from '../../../lib/field-errors.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { type ReminderRuleInput, useCreateReminderRule } from '../api/create-reminder-rule.ts';
import { isQuietTime, RULE_TIMES } from '../utils/rule-text.ts';
import { PersonalTextInput } from './personal-text-input.tsx';

type Kind = ReminderRuleInput['kind'];

const KINDS: readonly Kind[] = ['weekly', 'before_event', 'event_published'];

const r = th.rules;
const f = th.rules.form;

/** A new reminder rule: when it sends (each kind asks only what it needs) and what, built-in or staff's own. */
export function ReminderRuleForm({ onClose }: { onClose: () => void }) {
  const [kind, setKind] = useState<Kind>('weekly');
  const [weekday, setWeekday] = useState('1');
  const [time, setTime] = useState('09:00');
  const [daysBefore, setDaysBefore] = useState<number | string>(1);
  const [own, setOwn] = useState(false);
  const [message, setMessage] = useState('');
  const create = useSubmit(useCreateReminderRule(), { success: f.saved, onSuccess: onClose });
  const { errors } = create;

  const input = (): ReminderRuleInput => {
    const text = own ? message : null;
    if (kind === 'weekly') return { kind, weekday: Number(weekday), time, message: text };
    if (kind === 'before_event') return { kind, days_before: Number(daysBefore), time, message: text };
    return { kind, message: text };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty own text would quietly become the built-in message: staff chose to write their own.
    const problems =
      own && message.trim() === '' ? { message: f.ownTextRequired } : problemsOf(ZReminderRuleInputSchema, input());
    void create.submit(input(), problems);
  };

  const timed = kind !== 'event_published';
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="rule-form-title"
    >
      <Stack gap="sm">
        <Title order={2} fz="h5" id="rule-form-title">
          {f.title}
        </Title>
        <Radio.Group label={f.kind} value={kind} onChange={(value) => setKind(value as Kind)} error={errors.kind}>
          <Stack gap="xs" mt={6}>
            {KINDS.map((item) => (
              <Radio key={item} value={item} label={f.kinds[item]} />
            ))}
          </Stack>
        </Radio.Group>
        {timed && (
          <SimpleGrid cols={2} spacing="sm">
            {kind === 'weekly' ? (
              <Select
                label={f.weekday}
                data={r.weekdays.map((name, index) => ({ value: String(index), label: name }))}
                value={weekday}
                onChange={(value) => value && setWeekday(value)}
                allowDeselect={false}
                error={errors.weekday}
              />
            ) : (
              <NumberInput
                label={f.daysBefore}
                description={f.daysBeforeHint}
                value={daysBefore}
                onChange={setDaysBefore}
                min={0}
                max={60}
                allowDecimal={false}
                allowNegative={false}
                error={errors.days_before}
              />
            )}
            <Select
              label={f.time}
              data={RULE_TIMES}
              value={time}
              onChange={(value) => value && setTime(value)}
              allowDeselect={false}
              searchable
              error={errors.time}
            />
          </SimpleGrid>
        )}
        {timed && isQuietTime(time) && (
          <Text size="sm" c="var(--mantine-color-orange-light-color)">
            {f.quietTime}
          </Text>
        )}
        <Radio.Group label={f.message} value={own ? 'own' : 'built-in'} onChange={(value) => setOwn(value === 'own')}>
          <Stack gap="xs" mt={6}>
            <Radio
              value="built-in"
              label={f.builtIn}
              description={kind === 'event_published' ? f.builtInHint.announcement : f.builtInHint.reminder}
            />
            <Radio value="own" label={f.own} />
          </Stack>
        </Radio.Group>
        {own && (
          <PersonalTextInput
            label={f.ownText}
            description={f.ownTextHint}
            value={message}
            onChange={setMessage}
            error={errors.message}
          />
        )}
        <FormFooter label={f.save} pending={create.pending} onCancel={onClose} />
      </Stack>
    </Paper>
  );
}
