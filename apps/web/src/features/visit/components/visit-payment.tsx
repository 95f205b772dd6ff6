import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconInfoCircle } from '@tabler/icons-react';
import { PromptPayQrCode } from '../../../components/promptpay-qr-code.tsx';
import { SlipUploadButton } from '../../../components/slip-upload/slip-upload-button.tsx';
import { WaitingSlipGuard, waitingSlipsAmount } from '../../../components/slip-upload/waiting-slip-guard.tsx';
import * as th from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { Visit, Visitor } from '../api/get-visit.ts';
import { usePayAtDoor } from '../api/pay-at-door.ts';
import { useSendVisitSlip } from '../api/send-visit-slip.ts';

const t = th.visit.pay;

interface VisitPaymentProps {
  token: string;
  visitor: Visitor;
  promptpay: Visit['promptpay'];
}

/**
 * How a visitor who owes their fee pays it: the PromptPay QR for exactly that (behind the guard while
 * a slip waits, so nobody pays twice by mistake), a slip when the server takes one, and cash at the
 * door while they have chosen neither or their slip was refused.
 */
export function VisitPayment({ token, visitor, promptpay }: VisitPaymentProps) {
  const sendSlip = useSendVisitSlip(token);
  const payAtDoor = useSubmit(usePayAtDoor(token), { success: t.payAtDoorDone, fields: [] });
  const offersDoor = visitor.status === 'registered' || visitor.status === 'refused';

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visit-pay-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="visit-pay-title">
          {t.title}
        </Title>
        {promptpay?.image && promptpay.promptpay_id ? (
          <WaitingSlipGuard pending={waitingSlipsAmount(visitor.slips)} amount={promptpay.amount}>
            <Stack gap="xs">
              <Text size="sm">{t.promptPayHint}</Text>
              <PromptPayQrCode
                image={promptpay.image}
                amount={promptpay.amount}
                promptpayId={promptpay.promptpay_id}
                accountHolder={promptpay.account_holder}
              />
            </Stack>
          </WaitingSlipGuard>
        ) : (
          <Alert role="status" color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t.noPromptPay}
          </Alert>
        )}
        {visitor.can_send_slip && (
          <SlipUploadButton
            suggestedAmount={visitor.owed}
            onSubmit={sendSlip.mutateAsync}
            label={t.uploadSlip}
            successMessage={t.slipSent}
          />
        )}
        {offersDoor && (
          <Button
            size="md"
            fullWidth
            variant="default"
            leftSection={<IconCash size={20} aria-hidden />}
            loading={payAtDoor.pending}
            onClick={() => void payAtDoor.submit()}
          >
            {t.payAtDoor}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
