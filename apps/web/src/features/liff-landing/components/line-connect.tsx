import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconBrandLine } from '@tabler/icons-react';
import { Link } from 'react-router';
import * as th from '../../../i18n/th.ts';

interface LineConnectProps {
  onConnect: () => void;
  /** Why the member is here again (e.g. just signed out). */
  notice: string | null;
  /** The offline demo: say that the LINE behind the button is a stand-in. */
  demo: boolean;
}

/** The LINE Login screen: one button that goes through LINE's login and comes back here. */
export function LineConnect({ onConnect, notice, demo }: LineConnectProps) {
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {th.miniApp.connectTitle}
      </Title>
      {notice && (
        <Alert color="blue" variant="light" role="status">
          {notice}
        </Alert>
      )}
      <Text>{th.miniApp.connectDescription}</Text>
      {demo && (
        <Text size="sm" c="dimmed">
          {th.miniApp.demoNotice}
        </Text>
      )}
      {/* LINE's green, in the darker shade that keeps white text readable (WCAG AA). */}
      <Button size="md" leftSection={<IconBrandLine size={20} aria-hidden />} onClick={onConnect}>
        {th.miniApp.connect}
      </Button>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {th.miniApp.goToLogin}
      </Anchor>
    </Stack>
  );
}
