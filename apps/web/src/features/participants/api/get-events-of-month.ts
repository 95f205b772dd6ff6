import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventKeys } from '../../../lib/query-keys.ts';

/** GET /api/event/list/:month/:year/: events starting in that month (1–12, Bangkok), with attendees. */
export function getEventsOfMonth(year: number, month: number, signal?: AbortSignal) {
  return apiRequest(apiRoutes.eventsOfMonth, { params: { month: String(month), year: String(year) }, signal });
}

export type MonthEvent = RouteResponse<typeof apiRoutes.eventsOfMonth>[number];
export type MonthEventAttendee = MonthEvent['attendees'][number];

/** Nothing is asked while no month is chosen. */
export const eventsOfMonthQueryOptions = (year: number, month: number | null) =>
  queryOptions({
    queryKey: eventKeys.month(year, month),
    queryFn: month === null ? skipToken : ({ signal }) => getEventsOfMonth(year, month, signal),
  });

export function useEventsOfMonth(year: number, month: number | null) {
  return useQuery(eventsOfMonthQueryOptions(year, month));
}
