import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import * as th from '../../../i18n/th.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError, normalizeApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { saveFile } from '../../../lib/save-file.ts';

/**
 * The API client words every 404 as "URL … not found" (right for a missing route), but a phone with
 * no visits is a 404 whose `detail` says so in Thai: that is what the Admin needs to read.
 */
export async function withPhoneMessage<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (caught) {
    const error = normalizeApiError(caught);
    const detail = (error.data as { detail?: unknown } | null)?.detail;
    if (error.status !== 404 || typeof detail !== 'string' || detail === '') throw error;
    throw new ApiError({ status: 404, data: error.data, errorMessages: [detail], requestUrl: error.requestUrl });
  }
}

/**
 * GET /api/admin/privacy/guests/?phone=: every visit of a visitor's or substitute's phone, saved as
 * a JSON file for the Admin to hand to the guest who asked; answers what it saved.
 */
export async function downloadGuestData(phone: string) {
  const data = await withPhoneMessage(apiRequest(apiRoutes.adminGuestData, { query: { phone } }));
  const day = formatDate(data.exported_at).split('/').reverse().join('-');
  const json = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  saveFile(json, th.guestPrivacy.fileName(data.phone, day));
  return data;
}

export function useDownloadGuestData() {
  return useMutation({ mutationFn: downloadGuestData });
}
