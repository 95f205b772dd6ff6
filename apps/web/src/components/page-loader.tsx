import { Center, Loader } from '@mantine/core';
import * as th from '../i18n/th.ts';

/** What a screen shows while its code or data is on the way. */
export function PageLoader() {
  return (
    <Center mih={200} p="xl">
      <Loader aria-label={th.common.loading} role="status" />
    </Center>
  );
}
