import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import * as th from '../../../i18n/th.ts';

const t = th.door.camera;

// The reader's WebAssembly is one of the app's own files (Vite copies it into the build), never
// fetched from a CDN: the door works with nothing but the chapter's server. This module is only
// imported when the host opens the camera, so the door list does not carry the reader.
prepareZXingModule({ overrides: { locateFile: () => wasmUrl } });

/** How often a frame is read: quick enough to feel instant, slow enough to leave an old phone cool. */
const READ_EVERY_MS = 300;
/** Frames are read at most this wide: a QR held up to the camera fills much of the frame anyway. */
const READ_WIDTH = 800;

/** Why the camera cannot be used: each has its Thai message, shown above the typed field. */
export type CameraProblem = 'noCamera' | 'denied' | 'failed';

interface CameraScannerProps {
  /** What the first QR seen holds; the camera is already stopped. */
  onRead: (text: string) => void;
  onUnavailable: (problem: CameraProblem) => void;
  onClose: () => void;
}

/**
 * The phone's back camera in a browser, reading QR codes (ZXing, the same reader the server uses
 * for slips): the camera stops once a code is read, and when the dialog closes.
 */
export function CameraScanner({ onRead, onUnavailable, onClose }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  // The latest callbacks, so the camera starts once however often the parent draws.
  const callbacks = useRef({ onRead, onUnavailable });
  callbacks.current = { onRead, onUnavailable };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        callbacks.current.onUnavailable('noCamera');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        if (!stopped) callbacks.current.onUnavailable(problemOf(error));
        return;
      }
      const element = video.current;
      // Closed while the browser asked for permission: the camera it gave is let go at once.
      if (stopped || !element) {
        stop();
        return;
      }
      element.srcObject = stream;
      try {
        await element.play();
      } catch {
        // Autoplay refused: a muted inline video still shows frames on the phones that matter.
      }
      if (stopped) return;
      setStarted(true);
      const read = frameReader(element);
      let reading = false;
      timer = setInterval(() => {
        if (reading || stopped) return;
        reading = true;
        void read()
          .then((text) => {
            if (text === null || stopped) return;
            stop();
            callbacks.current.onRead(text);
          })
          .finally(() => {
            reading = false;
          });
      }, READ_EVERY_MS);
    };

    void start();
    return stop;
  }, []);

  return (
    <Stack gap="sm">
      <video
        ref={video}
        muted
        playsInline
        aria-label={t.title}
        style={{ width: '100%', maxHeight: '60vh', background: 'black', borderRadius: 8, objectFit: 'cover' }}
      />
      <Text size="sm" role="status">
        {started ? t.aim : t.starting}
      </Text>
      <Group justify="flex-end">
        <Button size="md" variant="default" onClick={onClose}>
          {t.close}
        </Button>
      </Group>
    </Stack>
  );
}

/** Reads the video's current frame: the first QR's text, or null when none is seen (yet). */
function frameReader(element: HTMLVideoElement): () => Promise<string | null> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async () => {
    if (!context || element.videoWidth === 0) return null;
    const scale = Math.min(1, READ_WIDTH / element.videoWidth);
    canvas.width = Math.round(element.videoWidth * scale);
    canvas.height = Math.round(element.videoHeight * scale);
    context.drawImage(element, 0, 0, canvas.width, canvas.height);
    try {
      const [found] = await readBarcodes(context.getImageData(0, 0, canvas.width, canvas.height), {
        formats: ['QRCode'],
        maxNumberOfSymbols: 1,
      });
      return found?.isValid && found.text ? found.text : null;
    } catch {
      // A frame the reader could not take (the WebAssembly still loading): the next one may do.
      return null;
    }
  };
}

/** getUserMedia's refusals, by the names browsers give them. */
function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  return 'failed';
}
