import { StatusIcon } from '../../../components/status-icon.tsx';
import * as th from '../../../i18n/th.ts';

// The verified mark sits in the middle of its column or corner.
const centred = { display: 'block', margin: '0 auto' } as const;

/** Green check when the attendance is verified on the central system, yellow minus when not (spec). */
export function VerifiedIcon({ verified }: { verified: boolean }) {
  const label = verified ? th.participants.verified : th.participants.notVerified;
  return <StatusIcon done={verified} notDone="missing" label={label} size={24} style={centred} />;
}
