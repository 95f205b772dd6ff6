import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconQrcode } from '@tabler/icons-react';
import { CheckInCode } from '../../../components/check-in-code.tsx';
import * as th from '../../../i18n/th.ts';
import { visitKeys } from '../api/query-keys.ts';
import { requestVisitCheckInCode } from '../api/visit-check-in-code.ts';

const t = th.checkInCode;

/**
 * The code a registered visitor or substitute shows at the door (issue 35). Made only when they
 * ask for it, at the door: each new code replaces the last, and it lasts minutes.
 */
export function VisitCheckInCode({ token }: { token: string }) {
  const [shown, code] = useDisclosure(false);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visit-check-in-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="visit-check-in-title">
          {t.visitTitle}
        </Title>
        <Text size="sm">{t.showToHost}</Text>
        {shown ? (
          <CheckInCode queryKey={visitKeys.checkInCode(token)} request={() => requestVisitCheckInCode(token)} />
        ) : (
          <Button size="md" fullWidth leftSection={<IconQrcode size={20} aria-hidden />} onClick={code.open}>
            {t.show}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
