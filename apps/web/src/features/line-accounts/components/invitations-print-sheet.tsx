import { createPortal } from 'react-dom';
import * as th from '../../../i18n/th.ts';
import { formatDate } from '../../../lib/format.ts';
import type { InvitationEntry } from '../utils/invitation-entries.ts';
import { InvitationQr } from './invitation-qr.tsx';
import classes from './invitations-print.module.css';

/**
 * What `window.print()` puts on paper while the invitations dialog is open. A direct child of body,
 * so the print stylesheet can leave everything else out. Hidden from screen readers: the dialog
 * already says the same.
 */
export function InvitationsPrintSheet({ entries }: { entries: InvitationEntry[] }) {
  const t = th.lineAccounts.invitations;
  return createPortal(
    <div className={classes.sheet} aria-hidden data-testid="invitations-print-sheet">
      {entries.map((entry) => (
        <section key={entry.id} className={classes.entry}>
          <InvitationQr link={entry.url} label={t.qrAlt(entry.full_name)} size={150} />
          <div>
            <h2 className={classes.name}>{entry.full_name}</h2>
            <p className={classes.note}>{t.sheetTitle}</p>
            <p className={classes.note}>{t.sheetHowTo}</p>
            <p className={classes.link}>{entry.url}</p>
            <p className={classes.note}>{t.expires(formatDate(entry.expires_at))}</p>
          </div>
        </section>
      ))}
    </div>,
    document.body,
  );
}
