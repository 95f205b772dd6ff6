import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { richMenusModule } from '../modules/line-chat/rich-menus/module.ts';

/**
 * `npm run admin -- rich-menus`: what the back office's "สร้างเมนู LINE ใหม่" does, from the
 * command line (a new chapter's first menus before anyone has signed in, or a script after a deploy).
 */
export async function rebuildRichMenus(config: AppConfig): Promise<void> {
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const log = consoleLog();
    const { richMenus } = richMenusModule({ config, db: database.db, now: () => new Date(), log });
    const result = await richMenus.rebuild().catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    });
    if (!result.line_configured) {
      console.log('LINE_CHANNEL_ACCESS_TOKEN is not set: no rich menus were made.');
      return;
    }
    for (const menu of result.menus) {
      console.log(`${menu.audience}: ${menu.rich_menu_id} (${menu.created ? 'made' : 'unchanged'})`);
    }
    console.log(`Linked ${result.linked} LINE account(s) to their menu; unlinked ${result.unlinked}.`);
  } finally {
    await database.close();
  }
}

/** The service's warnings (what LINE refused) on stderr; the rest is this command's own output. */
function consoleLog(): FastifyBaseLogger {
  const quiet = () => {};
  const warn = (details: unknown, message?: string) => console.error(message ?? '', JSON.stringify(details));
  const log = { level: 'warn', info: quiet, debug: quiet, trace: quiet, silent: quiet, warn, error: warn, fatal: warn };
  // Only these methods are called; a child logs the same way.
  return Object.assign(log, { child: () => log }) as unknown as FastifyBaseLogger;
}
