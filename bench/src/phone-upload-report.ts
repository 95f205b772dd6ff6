import type { AimResult } from './results.ts';
import type { PhoneUploadFigures } from './upload-phone.ts';

/** Issue 38: "bytes on the wire ≤ 1.5 MB". */
const WIRE_LIMIT = 1_500_000;

const WHY = {
  wire: 'the app sends a camera photo at the long side and JPEG quality of apps/web/src/lib/shrink-photo.ts (SLIP_SHRINK); a miss means those grew, or the photo was not shrunk (see "sent as" in the table)',
  qr: 'the server read no QR in the shrunk photo: see bench/src/slip-shrink-measure.ts for where reading stops as the long side and quality fall, and ADR 64',
  degraded:
    'a degraded slip was not read after the shrink although the slip QR table reads all of them as they are: the shrink settings lost it (bench/src/slip-shrink-measure.ts)',
} as const;

/** The issue's aims for a slip sent from a phone; null when the scenario did not run. */
export function phoneUploadAims(figures: PhoneUploadFigures | null): AimResult[] {
  const wireAim = 'a 10 MB phone photo of a slip: ≤ 1.5 MB on the wire';
  const qrAim = 'that photo’s slip QR read by the server';
  const degradedAim = 'degraded slips still read after the app’s shrink (all of them)';
  if (!figures) return [wireAim, qrAim, degradedAim].map((aim) => ({ aim, met: null, detail: 'not measured' }));
  const wire = figures.wireBodyBytes + figures.wireHeaderBytes;
  const wireMet = wire <= WIRE_LIMIT;
  const qrMet = figures.qrStatus === 'read' && figures.qrIsThisSlip;
  const { degraded, degradedReadAsSent, degradedReadForced } = figures;
  const degradedMet = degradedReadAsSent === degraded && degradedReadForced === degraded;
  return [
    {
      aim: wireAim,
      met: wireMet,
      detail: `${(wire / 1e6).toFixed(2)} MB of a ${(figures.photoBytes / 1e6).toFixed(1)} MB photo${wireMet ? '' : ` (${((wire - WIRE_LIMIT) / 1e6).toFixed(2)} MB over)`}`,
      ...(!wireMet && { why: WHY.wire }),
    },
    {
      aim: qrAim,
      met: qrMet,
      detail: `${figures.qrStatus ?? 'no answer'}${figures.qrStatus === 'read' && !figures.qrIsThisSlip ? ' (another reference)' : ''}`,
      ...(!qrMet && { why: WHY.qr }),
    },
    {
      aim: degradedAim,
      met: degradedMet,
      detail: `${degradedReadAsSent}/${degraded} as the app sends them, ${degradedReadForced}/${degraded} all shrunk`,
      ...(!degradedMet && { why: WHY.degraded }),
    },
  ];
}

/** The scenario as one table for tables.ts: what went, what the server read, what the member saw. */
export function phoneUploadTable(figures: PhoneUploadFigures | null) {
  const title = `Slip photo sent from a phone (the web app's own code in Chromium, 360 px, ${figures?.link ?? ''})`;
  if (!figures) return { title, header: [], rows: [] };
  const { settings } = figures;
  return {
    title,
    header: ['figure', 'value'],
    rows: [
      [
        'photo chosen',
        `${(figures.photoBytes / 1e6).toFixed(1)} MB, slip ${Math.round(figures.slipShareOfFrame * 100)} % of the frame`,
      ],
      ['sent as', `${figures.sentWidth}×${figures.sentHeight} JPEG, ${(figures.sentImageBytes / 1e3).toFixed(0)} kB`],
      ['on the wire (body + headers)', `${((figures.wireBodyBytes + figures.wireHeaderBytes) / 1e3).toFixed(0)} kB`],
      ['answer, QR', `${figures.status}, ${figures.qrStatus ?? '–'}${figures.qrIsThisSlip ? ' (this slip)' : ''}`],
      ['send → toast', `${(figures.sendMs / 1000).toFixed(1)} s`],
      ['progress shown', figures.progressShown.map((value) => `${value}%`).join(' ') || '–'],
      [
        'settings',
        `long side ${settings.longSide}, quality ${settings.quality}, as is ≤ ${settings.passBytes / 1e6} MB`,
      ],
      [
        'degraded slips read',
        `${figures.degradedReadAsSent}/${figures.degraded} as sent (${figures.degradedSentAsIs} as they are), ${figures.degradedReadForced}/${figures.degraded} all shrunk`,
      ],
    ],
  };
}
