import { normalizeCheckInCode } from '@chapter/contract/check-in-code';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { LoadBoundary, lazyPart } from '../../../components/lazy-part.tsx';
import * as th from '../../../i18n/th.ts';
import { connectLiffScanner } from '../../../lib/liff-client.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useCheckIn } from '../api/check-in.ts';
import { useLiffScanTarget } from '../hooks/use-liff-scan-target.ts';
import type { CameraProblem } from './camera-scanner.tsx';

const t = th.door;

// The camera and its QR reader (WebAssembly) load only when the host opens them.
const CameraScanner = lazyPart(() => import('./camera-scanner.tsx').then((m) => m.CameraScanner));

/**
 * Checking in by the code a person shows: typed from under their QR ("7k2qd m9xpa" is as good as
 * "7K2QD-M9XPA"), or scanned, with LINE's scanner inside LINE and the phone's camera in a browser.
 * A scanned code goes through the same call as a typed one.
 */
export function CodeCheckIn({ meetingId }: { meetingId: number }) {
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<CameraProblem | null>(null);
  const [opening, setOpening] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const target = useLiffScanTarget();
  // A typed code's refusal lands under the field it was typed in; a scanned one's is a toast.
  const typed = useSubmit(useCheckIn(meetingId), {
    success: (result) => result.detail,
    onSuccess: () => setCode(''),
    fields: ['code'],
  });
  const scanned = useSubmit(useCheckIn(meetingId), { success: (result) => result.detail, fields: [] });

  const submitTyped = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const normalized = normalizeCheckInCode(code);
    void typed.submit({ code: normalized }, normalized === '' ? { code: t.code.required } : {});
  };

  const checkInScanned = (value: string) => scanned.submit({ code: normalizeCheckInCode(value) });

  const scan = async () => {
    setCameraProblem(null);
    if (target) {
      setOpening(true);
      try {
        // LINE's own scanner where this LINE has it; the SDK loads on this press only (ADR 16).
        const line = await connectLiffScanner(target).catch(() => null);
        if (line?.canScan()) {
          const value = await line.scan();
          if (value) await checkInScanned(value);
          return;
        }
      } catch {
        // LINE refused to open its scanner (an old LINE, the camera not allowed): the camera below may do.
      } finally {
        setOpening(false);
      }
    }
    setCamera(true);
  };

  const unavailable = (problem: CameraProblem) => {
    setCamera(false);
    setCameraProblem(problem);
  };

  // Without a camera the typed field is the way: the cursor goes there, not back to the scan button.
  useEffect(() => {
    if (cameraProblem) input.current?.focus();
  }, [cameraProblem]);

  return (
    <Stack gap="xs">
      {cameraProblem && (
        <Alert color="yellow" variant="light" role="status" p="xs">
          {t.camera[cameraProblem]}
        </Alert>
      )}
      <form onSubmit={submitTyped} noValidate>
        <Stack gap="xs">
          <TextInput
            ref={input}
            size="md"
            label={t.code.label}
            placeholder={t.code.placeholder}
            description={t.code.hint}
            value={code}
            onChange={(change) => setCode(change.currentTarget.value)}
            error={typed.errors.code}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={40}
          />
          <Group gap="xs" grow>
            <Button type="submit" size="md" loading={typed.pending}>
              {t.code.submit}
            </Button>
            <Button
              size="md"
              variant="light"
              leftSection={<IconQrcode size={20} aria-hidden />}
              loading={opening || scanned.pending}
              onClick={() => void scan()}
            >
              {t.code.scan}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={camera}
        onClose={() => setCamera(false)}
        title={t.camera.title}
        returnFocus={cameraProblem === null}
        closeButtonProps={{ 'aria-label': th.common.closeDialog }}
      >
        {camera && (
          <LoadBoundary>
            <CameraScanner
              onRead={(value) => {
                setCamera(false);
                void checkInScanned(value);
              }}
              onUnavailable={unavailable}
              onClose={() => setCamera(false)}
            />
          </LoadBoundary>
        )}
      </Modal>
    </Stack>
  );
}
