import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { LineChatClient } from '../../../line/chat-client.ts';
import { BotIdentity } from './service.ts';

/** What the identity logs is not what these tests are about. */
const silent = { warn: () => {} } as unknown as FastifyBaseLogger;

/** A client whose bot info answers (or fails) as the test says, counting the calls. */
function clientAnswering(...answers: Array<string | Error>) {
  const client = {
    asked: 0,
    async botUserId() {
      const answer = answers[Math.min(client.asked++, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return answer as string;
    },
  };
  return client;
}

describe('the bot’s user id the webhook checks `destination` against', () => {
  it('is asked of LINE once and kept', async () => {
    const client = clientAnswering('Ubot');
    const bot = new BotIdentity(client as unknown as LineChatClient, silent);
    expect(await Promise.all([bot.userId(), bot.userId()])).toEqual(['Ubot', 'Ubot']);
    expect(await bot.userId()).toBe('Ubot');
    expect(client.asked).toBe(1);
  });

  it('is unknown while LINE does not answer (calls are then taken on their signature), and asked again next time', async () => {
    const client = clientAnswering(new Error('timed out'), 'Ubot');
    const bot = new BotIdentity(client as unknown as LineChatClient, silent);
    expect(await bot.userId()).toBeNull();
    expect(await bot.userId()).toBe('Ubot');
    expect(client.asked).toBe(2);
  });

  it('is unknown without a channel access token to ask with', async () => {
    expect(await new BotIdentity(null, silent).userId()).toBeNull();
  });
});
