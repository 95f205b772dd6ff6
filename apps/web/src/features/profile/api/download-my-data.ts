import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/**
 * GET /api/privacy/my-data/: everything the chapter holds about the member, as a ZIP (data.json and
 * their slip images), saved under the name the server gives it. Fetched with the token, so not a link.
 */
export async function downloadMyData() {
  const { blob, filename } = await apiDownload(apiRoutes.myData);
  saveFile(blob, filename ?? 'my-data.zip');
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
