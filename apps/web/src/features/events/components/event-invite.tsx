import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LoadBoundary, lazyPart } from '../../../components/lazy-part.tsx';
import * as th from '../../../i18n/th.ts';
import { absoluteUrl } from '../../../lib/absolute-url.ts';
import { useChapterName, useConfig } from '../../../lib/app-config.ts';
import { connectLiffSharer, type LiffSharer, type LiffTarget } from '../../../lib/liff-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { AvailableEvent } from '../api/get-available-events.ts';
import { useCreateVisitInvitation } from '../api/visitors.ts';
import { type InvitationFlexMessage, invitationFlexMessage } from './invite-share.ts';

const t = th.visitInvite;

/** The link's dialog (and Mantine's Modal with it) comes with the first link made (ADR 66). */
const InviteLinkModal = lazyPart(() => import('./invite-link-modal.tsx').then((m) => m.InviteLinkModal));

/**
 * A weekly meeting's "invite a visitor" (issue 34): each press makes a new link for one visitor.
 * In the mini-app, LINE's target picker sends it as a card to friends or groups; where LINE cannot
 * (the desktop, a browser without LINE's login) or the member closes the picker, a dialog shows the
 * link to copy. Other events take no visitors, and a meeting that has started takes no more.
 */
export function EventInvite({ event }: { event: AvailableEvent }) {
  if (event.substitute_fee === null) return null;
  if (Date.parse(event.event_start_date_time) <= Date.now()) return null;
  return <InviteButton event={event} />;
}

/** What the dialog shows once a link was made and not sent through LINE. */
interface MadeLink {
  url: string;
  expiresAt: string;
  message: InvitationFlexMessage;
  sharer: LiffSharer | null;
}

function InviteButton({ event }: { event: AvailableEvent }) {
  const target = useLiffShareTarget();
  const chapterName = useChapterName();
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<MadeLink | null>(null);
  // Set on the press, read once the link is made: LIFF loads while the server makes it.
  const sharer = useRef<Promise<LiffSharer | null>>(Promise.resolve(null));

  const invite = useSubmit(useCreateVisitInvitation(), {
    fields: [],
    onSuccess: async (created) => {
      const url = absoluteUrl(created.url);
      const message = invitationFlexMessage(created, url, chapterName);
      const line = await sharer.current;
      if (line && (await shareOnLine(line, message))) notifySuccess(t.shared);
      else setLink({ url, expiresAt: created.expires_at, message, sharer: line });
    },
  });

  const press = async () => {
    setBusy(true);
    // The SDK is downloaded on this press only, never with the screen (ADR 16); a LIFF that cannot
    // start leaves the link to copy.
    sharer.current = target ? connectLiffSharer(target).catch(() => null) : Promise.resolve(null);
    try {
      await invite.submit(event.id);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="md"
        fullWidth
        variant="light"
        leftSection={<IconUserPlus size={20} aria-hidden />}
        loading={busy || invite.pending}
        onClick={() => void press()}
      >
        {t.button}
      </Button>
      {link && (
        <LoadBoundary fallback={null}>
          <InviteLinkModal
            url={link.url}
            expiresAt={link.expiresAt}
            onShare={
              link.sharer?.canShare()
                ? async () => {
                    if (link.sharer && (await shareOnLine(link.sharer, link.message))) {
                      notifySuccess(t.shared);
                      setLink(null);
                    }
                  }
                : null
            }
            onClose={() => setLink(null)}
          />
        </LoadBoundary>
      )}
    </>
  );
}

/** Whether LINE sent the card: false where the picker is missing, was closed, or failed. */
async function shareOnLine(sharer: LiffSharer, message: InvitationFlexMessage): Promise<boolean> {
  if (!sharer.canShare()) return false;
  try {
    return await sharer.share([message]);
  } catch {
    // LINE's refusal (an old LINE, a blocked pop-up window, a network error): the link is there to copy.
    return false;
  }
}

/**
 * LIFF only runs in the mini-app (/liff-app/*, opened from LINE), and for the events mini-app's
 * LIFF app; the desktop tab and a server without LINE show the link instead.
 */
function useLiffShareTarget(): LiffTarget | null {
  const { pathname } = useLocation();
  const config = useConfig();
  if (!pathname.startsWith('/liff-app/') || !config.data) return null;
  const { liff_ids: liffIds, demo } = config.data;
  if (liffIds.event === null && !demo) return null;
  return { liffId: liffIds.event, demo };
}
