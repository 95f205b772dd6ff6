import { CARD_FIELDS, type TCardField } from '@chapter/contract/card-fields';
import { Button, Checkbox, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import * as th from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { type CardSettings, useUpdateCard } from '../api/update-card.ts';

const isCardField = (value: string): value is TCardField => (CARD_FIELDS as readonly string[]).includes(value);

/**
 * What the member's card shows, and whether it is hidden. Nothing is sent until Save, so a member
 * can untick several fields without the card changing under each tap. The parent remounts it (by
 * key) whenever the saved settings change, so it always starts from what the server holds.
 */
export function CardSettingsForm({ saved }: { saved: CardSettings }) {
  const save = useSubmit(useUpdateCard(), { success: (result) => result.detail, fields: [] });
  const [hidden, setHidden] = useState(saved.hidden);
  const [shown, setShown] = useState<TCardField[]>(saved.shown_fields);
  const changed =
    hidden !== saved.hidden ||
    shown.length !== saved.shown_fields.length ||
    shown.some((field) => !saved.shown_fields.includes(field));

  // In the contract's order, whatever order they were ticked in. Saving remounts this form (see
  // above); useSubmit's toast outlives it.
  const submit = () => save.submit({ hidden, shown_fields: CARD_FIELDS.filter((f) => shown.includes(f)) });

  return (
    <Stack gap="sm">
      <Switch
        size="md"
        label={th.card.hideLabel}
        description={th.card.hideHint}
        checked={hidden}
        disabled={save.pending}
        onChange={(event) => setHidden(event.currentTarget.checked)}
      />
      <Checkbox.Group
        label={th.card.fieldsLabel}
        description={th.card.fieldsHint}
        value={shown}
        onChange={(values) => setShown(values.filter(isCardField))}
      >
        {/* Two columns even at 360 px: the labels are short, and each box keeps a 44 px row. */}
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing={0} mt="xs">
          {CARD_FIELDS.map((field) => (
            <Checkbox
              key={field}
              value={field}
              label={th.card.fields[field]}
              disabled={save.pending}
              styles={{ root: { minHeight: 44, display: 'flex', alignItems: 'center' } }}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Group>
        <Button onClick={submit} loading={save.pending} disabled={!changed}>
          {th.card.save}
        </Button>
      </Group>
    </Stack>
  );
}
