import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { th } from '../../../i18n/th.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { readFileAsDataUrl } from '../../../lib/read-file.ts';
import { useCreateSlip } from '../api/create-slip.ts';

/**
 * Choose a slip image, read it as a data URL and upload it. The type and size are the server's
 * to check (it reads the bytes), and its message is shown when it refuses.
 */
export function UploadSlipButton() {
  const createSlip = useCreateSlip();
  // Reading a large photo takes a moment before the call starts: busy covers both steps.
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const resetRef = useRef<() => void>(null);

  const handleFile = async (file: File | null) => {
    // Clear the input, so choosing the same file again (after a failure) still fires a change.
    resetRef.current?.();
    if (!file || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const image = await readFileAsDataUrl(file);
      await createSlip.mutateAsync(image);
      notifySuccess(th.payment.uploaded);
    } catch (error) {
      notifyError(isApiError(error) ? error : { errorMessages: [th.payment.readFailed] });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <FileButton onChange={handleFile} accept="image/*" resetRef={resetRef} disabled={busy}>
      {(props) => (
        <Button {...props} size="md" fullWidth leftSection={<IconUpload size={20} aria-hidden />} loading={busy}>
          {th.payment.upload}
        </Button>
      )}
    </FileButton>
  );
}
