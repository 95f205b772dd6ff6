import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFixture, profileFixture } from '../test/fixtures.ts';
import { answer, answerError, answerMalformed, mockApi, noResponse } from '../test/mock-api.ts';
import {
  API_TIMEOUT_MS,
  apiDownload,
  apiRequest,
  BUSY_RETRIES,
  setTransport,
  setUnauthorizedHandler,
} from './api-client.ts';
import { ApiError } from './api-error.ts';

const profile = profileFixture({ id: 1, sum_amount: 0, registrations: [] });

/** What POST /api/event/register-event/ answers. */
const registration = { id: 9, event: 3, price: 450, payment_datetime: null };

/** A handler that never answers: only the timeout or an abort ends the call. */
const never = () => new Promise<never>(() => {});

afterEach(() => {
  vi.useRealTimers();
});

describe('api client (spec section 7)', () => {
  it('calls the contract path on the same origin, with path parameters filled in', async () => {
    const urls: string[] = [];
    const restore = setTransport(async (url) => {
      urls.push(url);
      return new Response(null, { status: 204 });
    });
    try {
      await expect(apiRequest(apiRoutes.deleteSlip, { params: { id: '7' } })).resolves.toBeUndefined();
    } finally {
      restore();
    }
    expect(urls).toEqual(['/api/payment/delete/7/']);
  });

  it('sends the stored token as a bearer header', async () => {
    localStorage.setItem('token', 'tok_1234567890abcdefghij');
    const api = mockApi({ 'GET /api/member/profile/': answer(apiRoutes.profile, profile) });
    await expect(apiRequest(apiRoutes.profile)).resolves.toEqual(profile);
    expect(api.calls[0]?.authorization).toBe('Bearer tok_1234567890abcdefghij');
  });

  it('sends no Authorization header without a token', async () => {
    const api = mockApi({ 'GET /api/config/': answer(apiRoutes.config, configFixture()) });
    await apiRequest(apiRoutes.config);
    expect(api.calls[0]?.authorization).toBeNull();
  });

  it('echoes the csrftoken cookie back as the X-CSRFToken header, and sends none without it', async () => {
    const api = mockApi({ 'POST /api/event/register-event/': answer(apiRoutes.registerEvent, registration) });
    await apiRequest(apiRoutes.registerEvent, { body: { event: 1 } });
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie; the test plays the server.
    document.cookie = 'csrftoken=Xy12abc; path=/';
    await apiRequest(apiRoutes.registerEvent, { body: { event: 1 } });

    expect(api.calls[0]?.headers['x-csrftoken']).toBeUndefined();
    expect(api.calls[1]?.headers['x-csrftoken']).toBe('Xy12abc');
  });

  it('posts the body as JSON to the contract path', async () => {
    const api = mockApi({
      'POST /api/users/api-token-auth/': answer(apiRoutes.login, {
        confirmation_required: true,
        detail: 'ส่งรหัสยืนยันทาง LINE แล้ว',
      }),
    });
    await apiRequest(apiRoutes.login, { body: { username: '0811111111' } });
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/users/api-token-auth/',
      body: { username: '0811111111' },
    });
    expect(api.calls[0]?.headers['content-type']).toBe('application/json');
  });

  it('puts the query in the query string, leaving out undefined and null values', async () => {
    const urls: string[] = [];
    const restore = setTransport(async (url) => {
      urls.push(url);
      return Response.json({ entries: [], next_before: null });
    });
    try {
      await apiRequest(apiRoutes.adminAuditLog, { query: { member: '5', from: undefined, to: '2026-01-31' } });
      await apiRequest(apiRoutes.adminMembers, { query: { search: 'สม ชาย&co' } });
      // null is not in the type, but a caller's data may carry it.
      await apiRequest(apiRoutes.adminMembers, { query: { search: null as unknown as string } });
    } finally {
      restore();
    }
    expect(urls[0]).toBe('/api/admin/audit-log/?member=5&to=2026-01-31');
    expect(new URL(urls[1] ?? '', 'http://x').searchParams.get('search')).toBe('สม ชาย&co');
    expect(urls[2]).toBe('/api/admin/members/');
  });

  it('reads a non-JSON success body as text', async () => {
    mockApi({ 'GET /api/config/': answerMalformed(200, 'ok') });
    await expect(apiRequest(apiRoutes.config)).resolves.toBe('ok');
  });

  it('throws failures as normalised ApiErrors', async () => {
    mockApi({ 'GET /api/member/profile/': answerError(403, { detail: 'ไม่มีสิทธิ์' }) });
    const error = await apiRequest(apiRoutes.profile).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, errorMessages: ['ไม่มีสิทธิ์'], requestUrl: '/api/member/profile/' });
  });

  it('a 404 names the path that was not found, without its query', async () => {
    mockApi({});
    await expect(apiRequest(apiRoutes.adminMembers, { query: { search: 'x' } })).rejects.toMatchObject({
      status: 404,
      errorMessages: ['URL /api/admin/members/ not found'],
    });
  });

  it('a proxy error page (not JSON) is cut to its first 3 lines', async () => {
    const html = '<html>\n<head><title>502 Bad Gateway</title></head>\n<body>\n<center>nginx</center>\n</body>';
    mockApi({ 'GET /api/config/': answerMalformed(502, html) });
    await expect(apiRequest(apiRoutes.config)).rejects.toMatchObject({
      status: 502,
      errorMessages: ['<html>\n<head><title>502 Bad Gateway</title></head>\n<body>'],
    });
  });

  it('an error with an empty body still says something, with its status', async () => {
    mockApi({ 'GET /api/config/': answerError(503) });
    const error = (await apiRequest(apiRoutes.config).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(503);
    expect(error.errorMessages).toHaveLength(1);
    expect(error.errorMessages[0]).toContain('503');
  });

  it('a network failure is "no response": status 520, in Thai', async () => {
    mockApi({ 'GET /api/config/': noResponse() });
    await expect(apiRequest(apiRoutes.config)).rejects.toMatchObject({
      status: 520,
      errorMessages: ['เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองอีกครั้ง'],
      requestUrl: '/api/config/',
    });
  });

  it('a call still unanswered after 60 s fails as "no response" (520), and not before', async () => {
    vi.useFakeTimers();
    const api = mockApi({ 'GET /api/config/': never });
    const settled = vi.fn();
    const call = apiRequest(apiRoutes.config).catch((e: unknown) => {
      settled();
      return e;
    });

    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(API_TIMEOUT_MS).toBe(60_000);
    expect(await call).toMatchObject({
      status: 520,
      errorMessages: ['เซิร์ฟเวอร์ไม่ตอบกลับในเวลาที่กำหนด กรุณาลองอีกครั้ง'],
      cause: expect.objectContaining({ message: 'timeout of 60000ms exceeded' }),
    });
    expect(api.calls).toHaveLength(1);
  });

  it("the caller's abort ends the call at once, as a call without a response", async () => {
    let wireSignal: AbortSignal | null | undefined;
    const restore = setTransport(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          wireSignal = init.signal;
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    try {
      const controller = new AbortController();
      const call = apiRequest(apiRoutes.config, { signal: controller.signal });
      controller.abort();
      await expect(call).rejects.toMatchObject({ status: 520 });
      expect(wireSignal?.aborted).toBe(true);
    } finally {
      restore();
    }
  });

  it('downloads a file with the bearer header, keeping its bytes and the name the server gives', async () => {
    localStorage.setItem('token', 'tok_admin_aaaaaaaaaaaaaaaa');
    const csv = 'phone,first_name\n0811111111,สมชาย\n';
    const api = mockApi({
      'GET /api/admin/members/export/': answer(apiRoutes.adminExportMembers, new Blob([csv], { type: 'text/csv' }), {
        'Content-Disposition': 'attachment; filename="members-2026-05-01.csv"',
      }),
    });

    const file = await apiDownload(apiRoutes.adminExportMembers);
    expect(file.filename).toBe('members-2026-05-01.csv');
    expect(await file.blob.text()).toBe(csv);
    expect(api.calls[0]?.authorization).toBe('Bearer tok_admin_aaaaaaaaaaaaaaaa');
  });

  it('a 401 from a call that needs a token clears the session and leaves for /login', async () => {
    localStorage.setItem('token', 'tok_stale_aaaaaaaaaaaaaaa');
    localStorage.setItem('roles', '[]');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'GET /api/member/profile/': answerError(401, { detail: 'หมดอายุ' }) });

    await expect(apiRequest(apiRoutes.profile)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('roles')).toBeNull();
  });

  it('a 401 from the login call is left to the login screen', async () => {
    localStorage.setItem('token', 'tok_old_aaaaaaaaaaaaaaaaa');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'POST /api/users/api-token-auth/': answerError(401, { detail: 'no' }) });

    await expect(apiRequest(apiRoutes.login, { body: { username: '0800000000' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('tok_old_aaaaaaaaaaaaaaaaa');
  });

  it('will not compile a call that leaves out a route body', () => {
    // @ts-expect-error the login route takes a body, so leaving it out is a type error
    const call = () => apiRequest(apiRoutes.login);
    expect(call).toBeTypeOf('function');
  });
});

describe('a server busy with a rush (503 with Retry-After, ADR 33)', () => {
  const busy = answerError(503, { detail: apiMessages.databaseBusy }, { 'Retry-After': '5' });

  it('sends a registration again once the wait has passed, and it goes through', async () => {
    vi.useFakeTimers();
    let answers = 0;
    const api = mockApi({
      [`POST ${apiRoutes.registerEvent.path}`]: () =>
        ++answers === 1 ? busy : answer(apiRoutes.registerEvent, registration),
    });
    const settled = vi.fn();
    const call = apiRequest(apiRoutes.registerEvent, { body: { event: 3 } }).then(
      (result) => {
        settled();
        return result;
      },
      (error: unknown) => error,
    );

    await vi.advanceTimersByTimeAsync(4_999);
    expect(api.calls).toHaveLength(1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toEqual(registration);
    expect(api.calls.map((request) => request.body)).toEqual([{ event: 3 }, { event: 3 }]);
  });

  it(`tells the member the server is busy, in Thai, after ${BUSY_RETRIES} waits`, async () => {
    vi.useFakeTimers();
    const api = mockApi({ 'GET /api/event/available-event/': busy });
    const call = apiRequest(apiRoutes.availableEvents).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_000 * BUSY_RETRIES);
    const error = (await call) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(error.errorMessages).toEqual([apiMessages.databaseBusy]);
    expect(api.calls).toHaveLength(1 + BUSY_RETRIES);
  });

  it('does not wait out a 503 without Retry-After, nor stop a cancelled call from ending', async () => {
    vi.useFakeTimers();
    const api = mockApi({
      'GET /api/config/': answerError(503, { detail: 'x' }),
      'GET /api/member/profile/': busy,
    });
    await expect(apiRequest(apiRoutes.config)).rejects.toMatchObject({ status: 503 });
    expect(api.calls).toHaveLength(1);

    const controller = new AbortController();
    const call = apiRequest(apiRoutes.profile, { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    expect(await call).toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.calls.filter((request) => request.url === '/api/member/profile/')).toHaveLength(1);
  });
});
