import { describe, expect, it } from 'vitest';
import { HealthService } from './health-service.ts';
import type { HealthRepository } from './repository.ts';

/** A database whose answers the test gives: each ping waits until `answer` or `fail` is called. */
function heldDatabase() {
  const waiting: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const repository = {
    ping: () => new Promise<void>((resolve, reject) => waiting.push({ resolve, reject })),
  } as unknown as HealthRepository;
  return { repository, pings: () => waiting.length, answer: () => waiting.shift()?.resolve() };
}

describe('the health check’s question to the database', () => {
  it('says the database is down once its short time has passed, and asks once however often it is asked meanwhile', async () => {
    const database = heldDatabase();
    const health = new HealthService(database.repository, { stalled: false }, 20);
    const checks = await Promise.all([health.checkDatabase(), health.checkDatabase(), health.checkDatabase()]);
    expect(checks).toEqual(Array(3).fill({ reason: 'no answer within 20 ms' }));
    expect(await health.checkDatabase()).toEqual({ reason: 'no answer within 20 ms' });
    expect(database.pings()).toBe(1);

    // The ping's late answer passes the check under way; the next check asks again.
    database.answer();
    expect(await health.checkDatabase()).toBeNull();
    const next = health.checkDatabase();
    expect(database.pings()).toBe(1);
    database.answer();
    expect(await next).toBeNull();
  });

  it('gives the driver’s reason when the database refuses', async () => {
    const refusing = { ping: async () => Promise.reject(new Error('Connection terminated unexpectedly')) };
    const health = new HealthService(refusing as unknown as HealthRepository, { stalled: false }, 1_000);
    expect(await health.checkDatabase()).toEqual({ reason: 'Connection terminated unexpectedly' });
  });
});
