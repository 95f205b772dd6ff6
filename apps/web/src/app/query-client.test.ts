import { apiRoutes } from '@chapter/contract/routes';
import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRequest } from '../lib/api-client.ts';
import { mockApi, noResponse } from '../test/mock-api.ts';
import { createQueryClient } from './query-client.ts';

const noConnection = 'เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองอีกครั้ง';

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('query client with the browser offline (issue 32)', () => {
  it('a tap (mutation) ends with the Thai no-connection error instead of waiting, spinning, for the network', async () => {
    onlineManager.setOnline(false);
    mockApi({ 'POST /api/event/register-event/': noResponse() });
    const client = createQueryClient();
    const register = new MutationObserver(client, {
      mutationFn: () => apiRequest(apiRoutes.registerEvent, { body: { event: 1 } }),
    });

    await expect(register.mutate()).rejects.toMatchObject({ status: 520, errorMessages: [noConnection] });
    expect(register.getCurrentResult().isPaused).toBe(false);
  });

  it('a screen’s data (query) ends with the Thai no-connection error instead of a loader that never ends', async () => {
    onlineManager.setOnline(false);
    mockApi({ 'GET /api/member/profile/': noResponse() });
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    const profile = new QueryObserver(client, { queryKey: ['profile'], queryFn: () => apiRequest(apiRoutes.profile) });

    const result = await profile.refetch();
    expect(result.error).toMatchObject({ status: 520, errorMessages: [noConnection] });
    expect(result.fetchStatus).toBe('idle');
  });
});
