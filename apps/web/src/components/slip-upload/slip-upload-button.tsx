import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import * as th from '../../i18n/th.ts';
import type { UploadProgress } from '../../lib/api-client.ts';
import { isApiError, normalizeApiError } from '../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { readFileAsDataUrl } from '../../lib/read-file.ts';
import { shrinkPhoto } from '../../lib/shrink-photo.ts';
import { SlipAmountModal } from './slip-amount-modal.tsx';

/** What a screen sends: the image as a data URL (the API's wire format), the amount in baht, and where the upload's progress goes. */
export interface SlipToSend {
  image: string;
  amount: number;
  onUploadProgress: UploadProgress;
}

/** The server's messages about the amount field, if that is what it refused. */
function amountErrors(error: unknown): string | null {
  if (!isApiError(error) || error.data === null || typeof error.data !== 'object') return null;
  const messages = (error.data as Record<string, unknown>).amount;
  if (!Array.isArray(messages) || messages.length === 0) return null;
  return messages.map(String).join('\n');
}

interface SlipUploadButtonProps {
  /** What the screen asks to be paid, offered as the amount; 0 leaves the field empty. */
  suggestedAmount: number;
  /**
   * Sends the slip, telling `onUploadProgress` how much has gone up. Settles when the screen is up
   * to date (the dialog waits until then); rejects with the API's error.
   */
  onSubmit: (slip: SlipToSend) => Promise<unknown>;
  /** The button's text; อัปโหลดสลิป unless the screen says otherwise. */
  label?: string;
  /** The green toast once the slip is in; อัปโหลดสลิปสำเร็จ unless the screen says otherwise. */
  successMessage?: string;
}

/**
 * Choose (or, on a phone, take) a slip image, say how much it shows was transferred, and hand both
 * to `onSubmit`. A large photo is made light on the phone first (lib/shrink-photo.ts), and the
 * dialog shows how much has gone up. The image's type and size are the server's to check (it reads
 * the bytes), and its message is shown when it refuses: under the amount when the amount was
 * refused, as a red toast otherwise. Whose slip it is and where it goes are the screen's business.
 */
export function SlipUploadButton(props: SlipUploadButtonProps) {
  const { suggestedAmount, onSubmit, label = th.slipUpload.upload, successMessage = th.slipUpload.uploaded } = props;
  const [reading, setReading] = useState(false);
  const [sending, setSending] = useState(false);
  /** Percent of the slip sent, while it goes up. */
  const [progress, setProgress] = useState(0);
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
      setImage(await readFileAsDataUrl(await shrinkPhoto(file)));
    } catch {
      notifyError({ errorMessages: [th.slipUpload.readFailed] });
    } finally {
      setReading(false);
    }
  };

  const handleSend = async (amount: number) => {
    if (image === null || sending) return;
    setAmountError(null);
    setSending(true);
    setProgress(0);
    try {
      await onSubmit({ image, amount, onUploadProgress: (fraction) => setProgress(Math.floor(fraction * 100)) });
      setImage(null);
      notifySuccess(successMessage);
    } catch (error) {
      const refusedAmount = amountErrors(error);
      if (refusedAmount !== null) {
        // The payer can correct the amount without choosing the image again.
        setAmountError(refusedAmount);
        return;
      }
      setImage(null);
      notifyError(normalizeApiError(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <FileButton onChange={handleFile} accept="image/*" resetRef={resetRef} disabled={reading || image !== null}>
        {(buttonProps) => (
          <Button
            {...buttonProps}
            size="md"
            fullWidth
            leftSection={<IconUpload size={20} aria-hidden />}
            loading={reading || sending}
          >
            {label}
          </Button>
        )}
      </FileButton>
      <SlipAmountModal
        image={image}
        suggestedAmount={suggestedAmount}
        sending={sending}
        progress={progress}
        serverError={amountError}
        onSend={handleSend}
        onClose={() => setImage(null)}
      />
    </>
  );
}
