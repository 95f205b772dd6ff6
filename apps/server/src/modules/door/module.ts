import type { AppParts } from '../app-parts.ts';
import { DoorCashService, type DoorPayments } from './cash-service.ts';
import { CheckInService } from './check-in-service.ts';
import { CheckInCodesService, type GuestOfLink } from './codes-service.ts';
import { DoorListRepository } from './door-list-repository.ts';
import { DoorListService } from './door-list-service.ts';
import { DoorRepository } from './repository.ts';
import { WalkInService } from './walk-in-service.ts';

/**
 * The weekly meeting's door (issue 35, ADR 56): people's check-in codes, the door list, check-ins,
 * walk-in visitors and cash. A visitor's link is the visitors module's and money is payments': both
 * come as ties.
 */
export function doorModule({ db, now }: AppParts, ties: { guestOfLink: GuestOfLink } & DoorPayments) {
  const repository = new DoorRepository(db);
  const checkIns = new CheckInService(db, repository, now);
  return {
    codes: new CheckInCodesService(repository, ties.guestOfLink, now),
    checkIns,
    list: new DoorListService(repository, new DoorListRepository(db), now),
    walkIns: new WalkInService(db, repository, checkIns, now),
    cash: new DoorCashService(repository, ties),
  };
}

export type DoorModule = ReturnType<typeof doorModule>;
