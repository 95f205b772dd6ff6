import { messageLiffUrls } from '../../../config.ts';
import { LineRichMenuClient } from '../../../line/rich-menu-client.ts';
import type { AppParts } from '../../app-parts.ts';
import { RichMenusRepository } from './repository.ts';
import { RichMenusService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rich menus' rebuild and sync; tests call `sync()` where the beat would. */
    richMenus: RichMenusService;
  }
}

/** The chapter's rich menus by role (issue 37, ADR 60): nothing happens without a Messaging API channel. */
export function richMenusModule(parts: Pick<AppParts, 'config' | 'db' | 'now' | 'log'>) {
  const { config, db, now, log } = parts;
  const { channelAccessToken, apiBaseUrl, dataApiBaseUrl } = config.line;
  const { eventUrl, paymentUrl } = messageLiffUrls(config);
  const profileUrl = config.liffIds.profile ? `https://liff.line.me/${config.liffIds.profile}` : null;
  const richMenus = new RichMenusService({
    client: channelAccessToken ? new LineRichMenuClient(channelAccessToken, apiBaseUrl, dataApiBaseUrl) : null,
    repository: new RichMenusRepository(db),
    links: { eventUrl, paymentUrl, profileUrl },
    now,
    log,
  });
  return { richMenus };
}
