import { createHash } from 'node:crypto';
import { apiMessages } from '@chapter/contract/messages';
import { RICH_MENU_AUDIENCES, type TRebuildRichMenusResponse } from '@chapter/contract/rich-menus';
import { rolesForAccess } from '@chapter/contract/roles';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../../lib/api-error.ts';
import { lineRefusal } from '../../../line/chat-client.ts';
import type { LineRichMenuClient } from '../../../line/rich-menu-client.ts';
import { type RichMenuLinks, richMenuDefinitions, richMenuRequest } from './definitions.ts';
import { renderRichMenuImage } from './image.ts';
import type { LinkedAudience, RichMenusRepository } from './repository.ts';

export interface RichMenusDeps {
  /** Null without a Messaging API channel: rebuild and sync then do nothing. */
  client: LineRichMenuClient | null;
  repository: RichMenusRepository;
  links: RichMenuLinks;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Staff's menu for the roles that may validate payments and see participants (the `staff` access,
 * the Secretary/Treasurer: an Admin alone would find those two tiles closed); a member's for everyone else.
 */
export function audienceOf(roles: readonly string[]): LinkedAudience {
  return roles.some((role) => rolesForAccess.staff.includes(role)) ? 'staff' : 'member';
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** A LINE call that failed inside an Admin's rebuild: logged, and answered as LINE being unavailable. */
function lineFailed(log: FastifyBaseLogger, error: unknown, what: string): ApiError {
  log.warn({ refusal: lineRefusal(error) }, `rich menus: ${what} failed`);
  return ApiError.detail(503, apiMessages.richMenusLineFailed);
}

/**
 * The chapter's rich menus (issue 37, ADR 60). `rebuild` makes on LINE the menus whose definition
 * or image changed and keeps the rest; `sync` gives every bound member's LINE account their role's
 * menu and takes it from accounts no longer bound. Sync runs on the message beat, so a binding, an
 * unbinding, a role change or an erasure reaches LINE within a beat without the modules that make
 * them knowing about menus; `line_rich_menu_links` holds what LINE was last told, so a beat touches
 * only the accounts whose menu changed.
 */
export class RichMenusService {
  /** One sync at a time in this process: the beat's and a rebuild's would otherwise link twice. */
  private syncing: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: RichMenusDeps) {}

  async rebuild(): Promise<TRebuildRichMenusResponse> {
    const { client, repository, log } = this.deps;
    if (!client) return { line_configured: false, menus: [], linked: 0, unlinked: 0 };
    const stored = new Map((await repository.menus()).map((menu) => [menu.audience, menu]));
    const definitions = richMenuDefinitions(this.deps.links);
    const menus: TRebuildRichMenusResponse['menus'] = [];
    const replaced: string[] = [];

    for (const audience of RICH_MENU_AUDIENCES) {
      const definition = definitions[audience];
      const request = richMenuRequest(definition);
      const image = await renderRichMenuImage(definition);
      const digest = sha256(`${JSON.stringify(request)}\n${image.contentType}\n${sha256(image.bytes)}`);
      const old = stored.get(audience);
      let richMenuId = old?.richMenuId ?? '';
      const created = old?.digest !== digest;
      if (created) {
        richMenuId = await client.create(request).catch((error: unknown) => {
          throw lineFailed(log, error, 'create');
        });
        try {
          await client.uploadImage(richMenuId, image.bytes, image.contentType);
        } catch (error) {
          // A menu without its image can never be shown: take it away again.
          await client.remove(richMenuId).catch(() => {});
          throw lineFailed(log, error, 'image upload');
        }
        await repository.saveMenu({ audience, richMenuId, digest }, this.deps.now());
        if (old) replaced.push(old.richMenuId);
        if (audience !== 'visitor') await this.relink(audience, richMenuId);
      }
      // Set every time, kept or new: a default changed by hand in the console is put back.
      if (audience === 'visitor') {
        await client.setDefault(richMenuId).catch((error: unknown) => {
          throw lineFailed(log, error, 'default');
        });
      }
      menus.push({ audience, rich_menu_id: richMenuId, created });
    }

    // Only now: LINE takes a deleted menu from its users, who by now have the new one.
    for (const id of replaced) {
      await client
        .remove(id)
        .catch((error: unknown) => log.warn({ refusal: lineRefusal(error) }, 'rich menus: delete failed'));
    }
    const { linked, unlinked } = await this.sync();
    return { line_configured: true, menus, linked, unlinked };
  }

  /**
   * Every bound, active member's LINE account linked to their role's menu; accounts no longer bound
   * (unbound, erased, deactivated) unlinked, back on the default. Nothing before the menus exist.
   * An account LINE refuses stays as it was and is tried again on the next beat.
   */
  sync(): Promise<{ linked: number; unlinked: number }> {
    const run = this.syncing.then(() => this.syncOnce());
    this.syncing = run.catch(() => {});
    return run;
  }

  private async syncOnce(): Promise<{ linked: number; unlinked: number }> {
    const { client, repository, log, now } = this.deps;
    const none = { linked: 0, unlinked: 0 };
    if (!client) return none;
    const menuOf = new Map((await repository.menus()).map((menu) => [menu.audience, menu.richMenuId]));
    if (!menuOf.has('member') || !menuOf.has('staff')) return none;

    const wanted = new Map(
      (await repository.boundAccounts()).map((account) => [account.lineUserId, audienceOf(account.roles)]),
    );
    const current = await repository.links();
    let linked = 0;
    let unlinked = 0;
    for (const [lineUserId, audience] of wanted) {
      if (current.get(lineUserId) === audience) continue;
      try {
        await client.link(lineUserId, menuOf.get(audience) as string);
        await repository.saveLink(lineUserId, audience, now());
        linked++;
      } catch (error) {
        log.warn({ refusal: lineRefusal(error) }, 'rich menus: link failed');
      }
    }
    for (const lineUserId of current.keys()) {
      if (wanted.has(lineUserId)) continue;
      try {
        await client.unlink(lineUserId);
        await repository.removeLink(lineUserId);
        unlinked++;
      } catch (error) {
        log.warn({ refusal: lineRefusal(error) }, 'rich menus: unlink failed');
      }
    }
    return { linked, unlinked };
  }

  /**
   * For the erasure, which deletes the account's link row with everything else kept by that LINE
   * account, so no later sync could find it: unlinks it on LINE now (back to the default), and drops
   * the row if it is still there. A LINE refusal is logged; the erasure goes on regardless.
   */
  async forget(lineUserId: string): Promise<void> {
    const { client, repository, log } = this.deps;
    if (!client) return;
    await client
      .unlink(lineUserId)
      .catch((error: unknown) => log.warn({ refusal: lineRefusal(error) }, 'rich menus: unlink failed'));
    await repository.removeLink(lineUserId);
  }

  /**
   * A new menu for an audience: the accounts linked to the old one get the new one. One LINE refuses
   * loses its link row, so the next sync links it again rather than leaving it on a deleted menu.
   */
  private async relink(audience: LinkedAudience, richMenuId: string): Promise<void> {
    const { client, repository, log } = this.deps;
    for (const lineUserId of await repository.linkedTo(audience)) {
      try {
        await client?.link(lineUserId, richMenuId);
      } catch (error) {
        log.warn({ refusal: lineRefusal(error) }, 'rich menus: relink failed');
        await repository.removeLink(lineUserId);
      }
    }
  }
}
