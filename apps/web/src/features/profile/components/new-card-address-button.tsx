import { Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import * as th from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useNewCardAddress } from '../api/new-card-address.ts';

/** A new link for the card, after saying that every link given out so far stops working for good. */
export function NewCardAddressButton() {
  const newAddress = useSubmit(useNewCardAddress(), { success: (result) => result.detail, fields: [] });

  return (
    <Stack gap={4} align="flex-start">
      <ConfirmButton
        button={(ask) => (
          <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} onClick={ask}>
            {th.card.newAddress}
          </Button>
        )}
        title={th.card.newAddressTitle}
        message={th.card.newAddressMessage}
        confirmLabel={th.card.newAddressConfirm}
        loading={newAddress.pending}
        onConfirm={() => newAddress.submit(undefined)}
      />
      <Text size="sm" c="dimmed">
        {th.card.newAddressHint}
      </Text>
    </Stack>
  );
}
