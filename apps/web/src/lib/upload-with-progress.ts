/*
 * fetch cannot say how much of a request's body has gone up (its upload streams need HTTP/2 and
 * are not in Safari), and a slip on a slow mobile link takes seconds: the member should see it
 * move. So the slip's request alone goes over XMLHttpRequest, behind fetch's own contract: the same
 * Response for the API client's rules (401, 503 and Retry-After, errors), a TypeError when nothing
 * came back, and the signal's reason when the caller or the 60 s budget aborts it.
 */

/** Every header of an XMLHttpRequest's answer, as fetch's Headers. */
function answerHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Statuses whose Response may carry no body (the constructor throws otherwise). */
const NO_BODY = new Set([101, 204, 205, 304]);

/** Like `fetch(url, init)`, telling `onProgress` the share of the body sent so far (0–1). */
export function fetchWithUploadProgress(
  url: string,
  init: RequestInit,
  onProgress: (fraction: number) => void,
): Promise<Response> {
  const { signal } = init;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.open(init.method ?? 'GET', url);
    new Headers(init.headers).forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      settle();
      const body = NO_BODY.has(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: answerHeaders(xhr) }));
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
    };
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
  });
}
