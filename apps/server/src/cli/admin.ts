/**
 * Operator commands, for what must happen before anyone can use the back office:
 *
 *   npm run admin -- create-admin --phone 081-111-1111 --first-name สมศักดิ์ --last-name ใจดี
 *
 *   npm run admin -- rich-menus
 *
 * makes (or promotes) the first admin of a new chapter; `rich-menus` makes the chapter's LINE rich
 * menus again where they changed and links members' accounts by role (as the back office's button). It reads the same environment as the
 * server (DATABASE_URL for PostgreSQL, else PGlite under DATA_DIR) and applies the migrations first,
 * so it works on an empty database. For PGlite, stop the server first: one process owns its folder.
 */
import { parseArgs } from 'node:util';
import { fullName } from '@chapter/contract/names';
import { normalizeThaiPhone } from '@chapter/contract/phone';
import { ROLE_ADMIN } from '@chapter/contract/roles';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { noLineNotifier } from '../line/notifier.ts';
import { LineBinder } from '../modules/line-accounts/binder.ts';
import { InvitationsService } from '../modules/line-accounts/invitations-service.ts';
import { LineAccountsRepository } from '../modules/line-accounts/repository.ts';
import { createAdmin } from './create-admin.ts';
import { rebuildRichMenus } from './rich-menus.ts';

const USAGE = `Usage:
  npm run admin -- create-admin --phone <phone> --first-name <first name> --last-name <last name>

Creates a member with the ${ROLE_ADMIN} role, or gives the role to the member who has that phone
(and reactivates them), and prints a one-time invitation link that connects their LINE account.
  npm run admin -- rich-menus

Makes the chapter's LINE rich menus (members, staff, visitors) again where they changed and links
each bound member's LINE account to their role's menu. Needs LINE_CHANNEL_ACCESS_TOKEN.
Uses DATABASE_URL, or the embedded database under DATA_DIR (default ./data).`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

function loadOperatorConfig(): ReturnType<typeof loadConfig> {
  try {
    return loadConfig(process.env, 'operator');
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h') {
    console.log(USAGE);
    return;
  }
  if (command === 'rich-menus') {
    if (rest.length > 0) fail('rich-menus takes no options.');
    await rebuildRichMenus(loadOperatorConfig());
    return;
  }
  if (command !== 'create-admin') fail(`Unknown command "${command}".`);
  let values: { phone?: string; 'first-name'?: string; 'last-name'?: string };
  try {
    values = parseArgs({
      args: rest,
      options: {
        phone: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
  const phone = normalizeThaiPhone(values.phone ?? '');
  if (!values.phone) fail('--phone is required.');
  if (phone === null) fail(`"${values.phone}" is not a Thai phone number (e.g. 081-111-1111).`);
  const firstName = values['first-name']?.trim();
  const lastName = values['last-name']?.trim();
  if (!firstName || !lastName) fail('--first-name and --last-name are required.');

  const config = loadOperatorConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const result = await createAdmin(database.db, { phone, firstName, lastName });
    const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.database.dataDir;
    console.log(
      result.created
        ? `Created ${fullName(firstName, lastName)} (${phone}) with the ${ROLE_ADMIN} role in ${where}. Log in with that phone number.`
        : `${phone} already belonged to member #${result.memberId}; they now have the ${ROLE_ADMIN} role and are active (${where}).`,
    );
    // A phone number proves nothing (ADR 25): the admin's LINE account is bound by this link only.
    const repository = new LineAccountsRepository(database.db);
    const invitations = new InvitationsService({
      db: database.db,
      repository,
      binder: new LineBinder(repository, noLineNotifier, async () => ''),
      liffIdProfile: config.liffIds.profile,
      now: () => new Date(),
    });
    const invitation = await invitations.createForOperator(result.memberId);
    const link = invitation.link.startsWith('/')
      ? `http://localhost:${config.port}${invitation.link}`
      : invitation.link;
    console.log(
      [
        `Invitation to connect ${firstName}'s LINE account (works once, until ${invitation.expires_at}):`,
        `  ${link}`,
        invitation.link.startsWith('/')
          ? "Open it on the server's own address (LIFF_ID_PROFILE is not set, so this is the web mini-app page)."
          : 'Open it on the phone, in LINE. Anyone holding it can take this admin account: give it to nobody else.',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

await main(process.argv.slice(2));
