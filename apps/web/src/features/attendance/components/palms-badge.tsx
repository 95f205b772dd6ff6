import type { TPalms } from '@chapter/contract/attendance';
import { Badge } from '@mantine/core';
import * as th from '../../../i18n/th.ts';

/** One colour per letter, so a column of them reads at a glance: an absence (A) stands out in red. */
const COLORS: Record<TPalms, string> = { P: 'green', A: 'red', L: 'orange', M: 'blue', S: 'grape' };

/** A member's PALMS letter with its Thai meaning beside it (not every VP knows BNI's letters by heart). */
export function PalmsBadge({ status }: { status: TPalms }) {
  return (
    <Badge color={COLORS[status]} variant="light" size="lg" data-testid="palms" data-status={status}>
      {`${status} · ${th.attendance.sheet.palms[status]}`}
    </Badge>
  );
}
