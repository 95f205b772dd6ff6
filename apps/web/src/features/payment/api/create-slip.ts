import type { TCreateSlipRequest } from '@chapter/contract/payments';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SlipToSend } from '../../../components/slip-upload/slip-upload-button.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/payment/create/: one slip image as a data URL, with the amount the member says they
 * transferred in baht; the server checks what the image really is and that the amount is sane.
 */
export function createSlip({ onUploadProgress, ...body }: TCreateSlipRequest & Partial<SlipToSend>) {
  return apiRequest(apiRoutes.createSlip, { body, ...(onUploadProgress && { onUploadProgress }) });
}

export function useCreateSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSlip,
    // Awaited, so the upload button spins until the new slip is in the list. A slip does not
    // change what the member owes (staff confirm payments), so the profile is left alone.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.history() }),
  });
}
