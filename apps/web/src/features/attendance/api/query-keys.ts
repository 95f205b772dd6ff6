/*
 * Query keys only the attendance tab uses, built the way lib/query-keys.ts explains (one object,
 * `all` first, each key from its parent): a leave decision or a closing refreshes `all`.
 */
export const attendanceKeys = {
  all: ['attendance'] as const,
  meetings: () => [...attendanceKeys.all, 'meetings'] as const,
  sheets: () => [...attendanceKeys.all, 'sheet'] as const,
  sheet: (meetingId: number) => [...attendanceKeys.sheets(), meetingId] as const,
  leave: () => [...attendanceKeys.all, 'leave'] as const,
  atRisk: () => [...attendanceKeys.all, 'at-risk'] as const,
};
