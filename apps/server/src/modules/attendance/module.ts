import type { AppParts } from '../app-parts.ts';
import { AttendanceSheetService } from './sheet-service.ts';

/** The weekly meeting's PALMS sheet (issue 35): closing it, corrections, BNI Connect, its file. */
export function attendanceModule({ db, now }: AppParts) {
  return { sheets: new AttendanceSheetService(db, now) };
}
