import type { TMessageRun, TSendPushMessageRequest } from '@chapter/contract/messaging';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { type CallResponse, call } from './call.ts';

/**
 * A staff send followed to its end, as the screen follows it: the send's own answer (given before
 * LINE has the messages, issue 36), then the run once this process has sent all of it. `run` is
 * null when the send was refused.
 */
export async function sendAndSettle(
  t: { app: FastifyInstance },
  token: string,
  body: TSendPushMessageRequest,
): Promise<{ response: CallResponse<typeof apiRoutes.sendPushMessage>; run: TMessageRun | null }> {
  const response = await call(t, apiRoutes.sendPushMessage, { token, body });
  if (response.statusCode !== 200) return { response, run: null };
  await t.app.messageJobs.settled();
  const run = await call(t, apiRoutes.messageRun, { token, params: { id: response.data().run } });
  return { response, run: run.data() };
}
