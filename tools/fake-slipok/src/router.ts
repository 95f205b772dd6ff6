import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Branch, CHECK_PATH, checkSlip } from './check-slip.ts';
import { CONTROL_PREFIX, control } from './control.ts';
import { BodyTooLargeError, type FakeRequest, flattenHeaders, json, type Reply, readBody, writeReply } from './http.ts';
import type { FakeSlipOkStore } from './store.ts';

function route(branch: Branch, store: FakeSlipOkStore, request: FakeRequest): Reply {
  if (request.path.startsWith(CONTROL_PREFIX)) return control(store, request);
  const check = CHECK_PATH.exec(request.path);
  if (request.method === 'POST' && check?.[1] !== undefined) {
    return checkSlip(branch, store, request, decodeURIComponent(check[1]));
  }
  return json(404, { message: 'Not found' });
}

/** One request in, one reply out: record it (unless it is a control call), then route it. */
export function createRequestListener(branch: Branch, store: FakeSlipOkStore) {
  return async (incoming: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(incoming.url ?? '/', 'http://fake-slipok.invalid');
    try {
      const request: FakeRequest = {
        method: (incoming.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        headers: flattenHeaders(incoming),
        body: await readBody(incoming),
      };
      if (!request.path.startsWith(CONTROL_PREFIX)) {
        store.requests.push({ ...request, at: new Date().toISOString() });
      }
      const reply = route(branch, store, request);
      // A stalled request is left open until the client gives up or the fake closes.
      if (!('stall' in reply)) writeReply(response, reply);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        writeReply(response, json(413, { message: 'Request Entity Too Large' }));
        return;
      }
      // A bug in fake-slipok, not a SlipOK behaviour: say so loudly, in the body and on stderr.
      console.error('fake-slipok: handler failed', error);
      writeReply(response, json(500, { message: `fake-slipok internal error: ${String(error)}` }));
    }
  };
}
