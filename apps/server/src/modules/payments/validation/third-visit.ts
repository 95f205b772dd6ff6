/**
 * A phone that came to two other meetings in the six months before this one makes this its third
 * visit (issue 34): still allowed, flagged for staff. `earlierVisits` in guest-repository.ts counts.
 */
export const isThirdVisit = (earlierVisitCount: number): boolean => earlierVisitCount >= 2;
