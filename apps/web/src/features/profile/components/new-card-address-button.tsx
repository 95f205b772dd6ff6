import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { th } from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useNewCardAddress } from '../api/new-card-address.ts';

/** A new link for the card, after saying that every link given out so far stops working for good. */
export function NewCardAddressButton() {
  const [confirming, confirm] = useDisclosure(false);
  const newAddress = useSubmit(useNewCardAddress(), { success: (result) => result.detail, fields: [] });

  const handleConfirm = () => newAddress.submit(undefined).then(confirm.close);

  return (
    <Stack gap={4} align="flex-start">
      <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} onClick={confirm.open}>
        {th.card.newAddress}
      </Button>
      <Text size="sm" c="dimmed">
        {th.card.newAddressHint}
      </Text>
      <ConfirmModal
        opened={confirming}
        title={th.card.newAddressTitle}
        message={th.card.newAddressMessage}
        confirmLabel={th.card.newAddressConfirm}
        loading={newAddress.pending}
        onConfirm={handleConfirm}
        onClose={confirm.close}
      />
    </Stack>
  );
}
