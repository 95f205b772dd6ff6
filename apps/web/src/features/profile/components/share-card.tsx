import { Button, Stack, Text } from '@mantine/core';
import { IconBrandLine } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import * as th from '../../../i18n/th.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useConfig } from '../../../lib/app-config.ts';
import { connectLiffSharer, type LiffSharer, type LiffTarget } from '../../../lib/liff-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { getPublicCard } from '../api/get-public-card.ts';
import { cardFlexMessage, cardLinks } from './share-card-flex.ts';

const t = th.shareCard;

/**
 * "Share my card in LINE" (issue 37), in the mini-app only: LINE's target picker sends the card as a
 * Flex bubble to the friends or groups the member picks. The bubble is built from the public card,
 * so it shows exactly what the member chose to show; a hidden card cannot be shared, and says so.
 * Where the picker is missing (an old LINE, a browser without LINE's login) the note points to the
 * copy-link button above it; on the desktop the copy link is all there is.
 */
export function ShareCardButton({ publicCardId, hidden }: { publicCardId: string; hidden: boolean }) {
  const target = useProfileLiffTarget();
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  if (!target) return null;
  if (unavailable) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t.unavailable}
      </Text>
    );
  }

  const press = async () => {
    setBusy(true);
    try {
      // The SDK is downloaded on this press only (ADR 16), while the server answers with the card.
      const [sharer, card] = await Promise.all([
        connectLiffSharer(target).catch((): LiffSharer | null => null),
        getPublicCard(publicCardId),
      ]);
      if (!sharer?.canShare()) {
        setUnavailable(true);
        return;
      }
      // Closed without sending: nothing to say, the member changed their mind.
      if (await sharer.share([cardFlexMessage(card, cardLinks(publicCardId))])) notifySuccess(t.shared);
    } catch (error) {
      notifyError({ errorMessages: [t.failed, ...reasons(error)] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4}>
      <Button
        color="green"
        leftSection={<IconBrandLine size={18} aria-hidden />}
        loading={busy}
        disabled={hidden}
        onClick={() => void press()}
      >
        {t.button}
      </Button>
      {hidden && (
        <Text size="sm" c="dimmed">
          {t.hidden}
        </Text>
      )}
    </Stack>
  );
}

/** Why the share failed, for the toast: LINE's words, the server's, or the card hidden meanwhile. */
function reasons(error: unknown): string[] {
  // The public card answers 404 once hidden (the spec's 'URL ... not found' would say nothing here).
  if (error instanceof ApiError) return error.status === 404 ? [t.hidden] : error.errorMessages;
  return [error instanceof Error ? error.message : String(error)];
}

/**
 * LIFF only runs in the mini-app (/liff-app/*, opened from LINE), with the profile mini-app's LIFF
 * app; the desktop tab and a server without LINE keep the link to copy.
 */
function useProfileLiffTarget(): LiffTarget | null {
  const { pathname } = useLocation();
  const config = useConfig();
  if (!pathname.startsWith('/liff-app/') || !config.data) return null;
  const { liff_ids: liffIds, demo } = config.data;
  if (liffIds.profile === null && !demo) return null;
  return { liffId: liffIds.profile, demo };
}
