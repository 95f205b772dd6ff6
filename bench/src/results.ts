/**
 * The shape of a bench run's figures (bench/results/latest.json) and of one aim checked against
 * them. In a file of their own, below run.ts, aims.ts and tables.ts, so those import the types
 * without importing each other in a circle.
 */
import type { AloneFigures } from './floor.ts';
import type { MainThreadLoad } from './main-thread.ts';
import type { MobileLoad } from './mobile-load.ts';
import type { PageWeight } from './page-weight.ts';
import type { RushResult } from './rush.ts';
import type { SlipDecodeFigures } from './slip-decode.ts';
import type { UploadFigures } from './upload.ts';
import type { PhoneUploadFigures } from './upload-phone.ts';

export interface AimResult {
  aim: string;
  met: boolean | null;
  /** The measured figure, and by how much it misses when it does. */
  detail: string;
  /** Why it is missed, as far as the figures of this run and the profile of the code tell. */
  why?: string;
}

export interface BenchResults {
  date: string;
  machine: { cpus: string; cores: number; memoryGb: number; node: string; platform: string };
  durationSeconds: number;
  rush: RushResult[];
  /** Each read endpoint alone against its same-bytes and framework floors, on each engine. */
  endpoints: AloneFigures[];
  pageWeight: PageWeight[];
  mobileLoad: MobileLoad[];
  /** Real loads at 4× CPU of the pages Lighthouse misses its aim on (issue 38); [] when not run. */
  mainThread: MainThreadLoad[];
  upload: UploadFigures[];
  /** A slip photo sent through the web app in Chromium (issue 38); null when not run. */
  phoneUpload: PhoneUploadFigures | null;
  slips: SlipDecodeFigures[];
  aims: AimResult[];
}
