import type { TCreateSlipRequest } from '@chapter/contract/payments';
import { apiRoutes } from '@chapter/contract/routes';
import type { SlipToSend } from '../../../components/slip-upload/slip-upload-button.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { useVisitMutation } from './use-visit-mutation.ts';

/**
 * POST /api/visit/slip/?visit=T: the visitor's transfer slip for their fee (a data URL and the
 * amount in baht), read and checked for duplicates like the members' slips.
 */
export function sendVisitSlip(token: string, { onUploadProgress, ...body }: TCreateSlipRequest & Partial<SlipToSend>) {
  return apiRequest(apiRoutes.visitSlip, {
    query: { visit: token },
    body,
    ...(onUploadProgress && { onUploadProgress }),
  });
}

export function useSendVisitSlip(token: string) {
  return useVisitMutation(token, (slip: SlipToSend) => sendVisitSlip(token, slip));
}
