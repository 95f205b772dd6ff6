import { apiRoutes } from '@chapter/contract/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { fetchWithUploadProgress } from './upload-with-progress.ts';

/**
 * A stand-in for the browser's XMLHttpRequest that the test drives: it records what was sent, and
 * the test fires the upload's progress and the answer (jsdom's own would try a real connection).
 */
class DrivenXhr {
  static last: DrivenXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  answerHeaders = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    DrivenXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return this.answerHeaders;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: string, headers = 'content-type: application/json\r\n') {
    this.upload.onload?.();
    Object.assign(this, { status, responseText: body, answerHeaders: headers });
    this.onload?.();
  }
}

function sent(): DrivenXhr {
  if (!DrivenXhr.last) throw new Error('nothing was sent');
  return DrivenXhr.last;
}

afterEach(() => {
  vi.unstubAllGlobals();
  DrivenXhr.last = null;
});

describe('the slip upload with progress', () => {
  it('sends the method, headers and body, tells the share sent, and answers as fetch does', async () => {
    vi.stubGlobal('XMLHttpRequest', DrivenXhr);
    const shares: number[] = [];
    const answered = fetchWithUploadProgress(
      '/api/payment/create/',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"amount":450}' },
      (share) => shares.push(share),
    );
    const xhr = sent();
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/api/payment/create/', '{"amount":450}']);
    expect(xhr.headers['content-type']).toBe('application/json');
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.answer(201, '{"id":5}', 'Content-Type: application/json\r\nRetry-After: 5\r\n');
    const response = await answered;
    expect(shares).toEqual([0.25, 1, 1]);
    expect(response.status).toBe(201);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ id: 5 });
  });

  it('rejects like fetch when nothing came back, and with the signal’s reason when aborted', async () => {
    vi.stubGlobal('XMLHttpRequest', DrivenXhr);
    const failed = fetchWithUploadProgress('/api/x/', { method: 'POST' }, () => {});
    sent().onerror?.();
    await expect(failed).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const aborted = fetchWithUploadProgress('/api/x/', { method: 'POST', signal: controller.signal }, () => {});
    controller.abort(new Error('budget spent'));
    await expect(aborted).rejects.toThrow('budget spent');
    expect(sent().aborted).toBe(true);
  });

  it('the API client sends a slip over it when the screen follows the upload, with the token and its rules', async () => {
    vi.stubGlobal('XMLHttpRequest', DrivenXhr);
    localStorage.setItem('token', 'member-token');
    const shares: number[] = [];
    const refused = apiRequest(apiRoutes.createSlip, {
      body: { image: 'data:image/jpeg;base64,AAAA', amount: 450 },
      onUploadProgress: (share) => shares.push(share),
    });
    // The XHR transport comes with the first upload (an import), so the request starts a moment later.
    const xhr = await vi.waitFor(sent);
    expect(xhr.headers.authorization).toBe('Bearer member-token');
    xhr.progress(1, 2);
    xhr.answer(400, JSON.stringify({ amount: ['ยอดเงินไม่ถูกต้อง'] }));
    const error = await refused.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(shares).toEqual([0.5, 1]);
    localStorage.removeItem('token');
  });
});
