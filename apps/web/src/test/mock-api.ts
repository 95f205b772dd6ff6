import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { onTestFinished } from 'vitest';
import { apiClient } from '../lib/api-client.ts';

/** What a mocked endpoint answers: a status and body, or no response at all. */
export type MockReply = { status: number; data?: unknown } | { networkError: string };
type MockHandler = MockReply | ((config: InternalAxiosRequestConfig) => MockReply | Promise<MockReply>);

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
}

/**
 * Replaces the network under the real API client for one test: requests are answered from
 * `handlers`, keyed "METHOD /path/". Everything above the wire (interceptors, error
 * normalisation, the 401 rule) runs for real. Unmocked calls fail the way a missing route does.
 */
export function mockApi(handlers: Record<string, MockHandler>) {
  const calls: RecordedCall[] = [];
  const original = apiClient.defaults.adapter;

  apiClient.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const authorization = config.headers.get('Authorization');
    calls.push({
      method,
      url,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      authorization: typeof authorization === 'string' ? authorization : null,
    });

    const handler = handlers[`${method} ${url}`];
    const reply: MockReply =
      typeof handler === 'function'
        ? await handler(config)
        : (handler ?? { status: 404, data: { detail: `not mocked: ${method} ${url}` } });

    if ('networkError' in reply) throw new AxiosError(reply.networkError, AxiosError.ERR_NETWORK, config);

    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, undefined, response);
  };

  onTestFinished(() => {
    apiClient.defaults.adapter = original;
  });
  return { calls };
}
