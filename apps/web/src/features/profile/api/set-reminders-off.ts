import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type Profile, profileQueryOptions } from '../../../lib/profile.ts';

/** POST /api/member/reminders/: the signed-in member switches reminders off or on (money notices always come). */
export function setRemindersOff(remindersOff: boolean) {
  return apiRequest(apiRoutes.setRemindersOff, { body: { reminders_off: remindersOff } });
}

export function useSetRemindersOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRemindersOff,
    // The answer is the whole change: the profile takes it without being asked for again.
    onSuccess: (result) =>
      queryClient.setQueryData(profileQueryOptions().queryKey, (profile: Profile | undefined) =>
        profile ? { ...profile, reminders_off: result.reminders_off } : profile,
      ),
  });
}
