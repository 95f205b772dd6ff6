import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { th } from '../../../i18n/th.ts';
import { isApiError, normalizeApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { readFileAsDataUrl } from '../../../lib/read-file.ts';
import { useCreateSlip } from '../api/create-slip.ts';
import { SlipAmountModal } from './slip-amount-modal.tsx';

/** The server's messages about the amount field, if that is what it refused. */
function amountErrors(error: unknown): string | null {
  if (!isApiError(error) || error.data === null || typeof error.data !== 'object') return null;
  const messages = (error.data as Record<string, unknown>).amount;
  if (!Array.isArray(messages) || messages.length === 0) return null;
  return messages.map(String).join('\n');
}

/**
 * Choose a slip image, say how much it shows was transferred, and upload both. The image's type
 * and size are the server's to check (it reads the bytes), and its message is shown when it
 * refuses: under the amount when the amount was refused, as a red toast otherwise.
 */
export function UploadSlipButton({ suggestedAmount }: { suggestedAmount: number }) {
  const createSlip = useCreateSlip();
  const [reading, setReading] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  const handleFile = async (file: File | null) => {
    // Clear the input, so choosing the same file again (after a failure) still fires a change.
    resetRef.current?.();
    if (!file || reading) return;
    setReading(true);
    try {
      setAmountError(null);
      setImage(await readFileAsDataUrl(file));
    } catch {
      notifyError({ errorMessages: [th.payment.readFailed] });
    } finally {
      setReading(false);
    }
  };

  const handleSend = async (amount: number) => {
    if (image === null || createSlip.isPending) return;
    setAmountError(null);
    try {
      await createSlip.mutateAsync({ image, amount });
      setImage(null);
      notifySuccess(th.payment.uploaded);
    } catch (error) {
      const refusedAmount = amountErrors(error);
      if (refusedAmount !== null) {
        // The member can correct the amount without choosing the image again.
        setAmountError(refusedAmount);
        return;
      }
      setImage(null);
      notifyError(normalizeApiError(error));
    }
  };

  return (
    <>
      <FileButton onChange={handleFile} accept="image/*" resetRef={resetRef} disabled={reading || image !== null}>
        {(props) => (
          <Button
            {...props}
            size="md"
            fullWidth
            leftSection={<IconUpload size={20} aria-hidden />}
            loading={reading || createSlip.isPending}
          >
            {th.payment.upload}
          </Button>
        )}
      </FileButton>
      <SlipAmountModal
        image={image}
        suggestedAmount={suggestedAmount}
        sending={createSlip.isPending}
        serverError={amountError}
        onSend={handleSend}
        onClose={() => setImage(null)}
      />
    </>
  );
}
