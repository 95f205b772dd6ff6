import { Image, Modal, NumberInput, Progress, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import * as th from '../../i18n/th.ts';
import { formatBaht } from '../../lib/format.ts';
import { FormFooter } from '../form-footer.tsx';

const text = th.slipUpload;

/**
 * The contract's MAX_AMOUNT. Imported, it would bring zod into the browser bundle (ADR 20); the
 * server refuses a larger amount anyway, this only says so before the upload.
 */
const MAX_AMOUNT = 1_000_000;

/** What the payer typed, or the Thai reason it cannot be sent. */
function checkAmount(value: number | string): { amount: number } | { error: string } {
  if (value === '' || typeof value !== 'number' || !Number.isFinite(value)) return { error: text.amountRequired };
  const satang = value * 100;
  if (value <= 0 || Math.abs(satang - Math.round(satang)) > 1e-6) return { error: text.amountInvalid };
  if (value > MAX_AMOUNT) return { error: text.amountTooHigh(formatBaht(MAX_AMOUNT)) };
  return { amount: Math.round(satang) / 100 };
}

interface SlipAmountModalProps {
  /** The chosen slip as a data URL; null when the dialog is closed. */
  image: string | null;
  /** What the screen asks to be paid, offered as the amount; 0 leaves the field empty. */
  suggestedAmount: number;
  /** The upload is running: the send button spins and the dialog stays open. */
  sending: boolean;
  /** Percent of the slip sent so far, shown while sending. */
  progress: number;
  /** A refusal of the amount by the server, shown under the field. */
  serverError: string | null;
  onSend: (amount: number) => void;
  onClose: () => void;
}

/** After choosing a slip image: how much it shows was transferred, before it is sent. */
export function SlipAmountModal(props: SlipAmountModalProps) {
  const { image, sending, onClose } = props;
  const close = () => {
    if (!sending) onClose();
  };
  return (
    <Modal opened={image !== null} onClose={close} title={text.amountTitle} centered>
      {/* Keyed by the image, so each new slip starts from the suggested amount again. */}
      {image !== null && <AmountForm key={image} {...props} image={image} onClose={close} />}
    </Modal>
  );
}

function AmountForm(props: SlipAmountModalProps & { image: string }) {
  const { image, suggestedAmount, sending, progress, serverError, onSend, onClose } = props;
  const [value, setValue] = useState<number | string>(suggestedAmount > 0 ? suggestedAmount : '');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(value);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    onSend(checked.amount);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Image src={image} alt="" mah={180} fit="contain" radius="sm" />
        <NumberInput
          label={text.amountLabel}
          description={text.amountDescription}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          error={error ?? serverError}
          min={0}
          max={MAX_AMOUNT}
          allowNegative={false}
          decimalScale={2}
          thousandSeparator=","
          inputMode="decimal"
          hideControls
          size="md"
          required
          data-autofocus
        />
        {sending && <UploadProgressBar percent={progress} />}
        <FormFooter label={text.sendSlip} pending={sending} onCancel={onClose} size="md" />
      </Stack>
    </form>
  );
}

/** How much of the slip has gone up; once all of it has, the server is reading it. */
function UploadProgressBar({ percent }: { percent: number }) {
  const label = percent < 100 ? text.sending(percent) : text.sent;
  return (
    <Stack gap={4}>
      <Progress value={percent} size="lg" animated={percent >= 100} aria-label={text.progressLabel} />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
