import type { webhook } from '@line/bot-sdk';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { ChatEvent, ChatHandlers, ChatTools } from '../chat-event.ts';
import { followTexts } from './follow-texts.ts';
import { FollowsRepository } from './follows-repository.ts';

export interface FollowTies {
  /** The chapter's name as members see it now: settings can change it at any time. */
  chapterName: () => Promise<string>;
}

/**
 * Who can receive pushes (issue 37): an unfollow is LINE telling us the person blocked the chapter's
 * Official Account, and messaging then skips them (`blocked`, no quota spent) until they follow
 * again. A follow also answers, once per event, with a reply (free of the quota): a member is welcomed
 * back; anyone else is told how to connect, the same text whoever they are.
 */
export function followHandlers(
  parts: { db: Db; config: Pick<AppConfig, 'liffIds'> },
  ties: FollowTies,
  tools: ChatTools,
): Pick<ChatHandlers, 'follow' | 'unfollow'> {
  const follows = new FollowsRepository(parts.db);
  const profileId = parts.config.liffIds.profile;
  // Where a claim is typed: the profile mini-app's landing (none without LINE, as in the demo).
  const miniAppUrl = profileId ? `https://liff.line.me/${profileId}` : null;

  return {
    async follow(chat: ChatEvent<webhook.FollowEvent>) {
      // An older follow arriving after a newer unfollow is history: nothing changes and nothing is said.
      if (!(await follows.record(chat.lineUserId, true, chat.occurredAt))) return;
      const [member, chapter] = await Promise.all([tools.whoIs(chat.lineUserId), ties.chapterName()]);
      const text = member ? followTexts.welcomeBack(chapter) : followTexts.howToConnect({ chapter, miniAppUrl });
      await tools.reply(chat, [{ type: 'text', text }]);
    },
    async unfollow(chat: ChatEvent<webhook.UnfollowEvent>) {
      // LINE gives no reply token for an unfollow: a blocked account cannot be answered.
      await follows.record(chat.lineUserId, false, chat.occurredAt);
    },
  };
}
