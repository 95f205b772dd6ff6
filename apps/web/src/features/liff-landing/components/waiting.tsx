import { Center, Loader, Stack, Text } from '@mantine/core';

/** A spinner with what is going on, announced politely to screen readers. */
export function Waiting({ text }: { text: string }) {
  return (
    <Center mih={160}>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text>{text}</Text>
      </Stack>
    </Center>
  );
}
