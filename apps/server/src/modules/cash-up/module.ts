import type { AppParts } from '../app-parts.ts';
import { CashUpService } from './cash-up-service.ts';
import { HeadcountService } from './headcount-service.ts';

/** The treasurer's side of a weekly meeting (issue 35): the venue's headcount and the cash-up. */
export function cashUpModule({ db, now }: AppParts) {
  return { headcount: new HeadcountService(db), cashUp: new CashUpService(db, now) };
}
