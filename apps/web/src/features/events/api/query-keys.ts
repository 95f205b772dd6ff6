/** The query keys only the events screen uses (lib/query-keys.ts holds the shared ones). */
export const substituteKeys = {
  all: ['substitute'] as const,
  /** The substitutes the signed-in member sends to meetings that have not ended. */
  mine: () => [...substituteKeys.all, 'mine'] as const,
};

export const visitorKeys = {
  all: ['visitor'] as const,
  /** The visitors the signed-in member invited, from last week's meetings on. */
  mine: () => [...visitorKeys.all, 'mine'] as const,
};

/** The signed-in member's check-in code for one meeting: never kept once its dialog closes. */
export const checkInCodeKeys = {
  all: ['check-in-code'] as const,
  meeting: (meetingId: number) => [...checkInCodeKeys.all, meetingId] as const,
};
