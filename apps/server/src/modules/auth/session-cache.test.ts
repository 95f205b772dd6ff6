import { describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeListener } from '../../db/change-feed.ts';
import { SessionCache, type SessionRead } from './session-cache.ts';

/** A feed the test speaks for: what it says is what the database would have told. */
function feed() {
  let listener: ChangeListener = () => {};
  const state = { listening: true };
  const changes: ChangeFeed = {
    get listening() {
      return state.listening;
    },
    subscribe: (next) => {
      listener = next;
      return () => {};
    },
    settle: async () => {},
    close: async () => {},
  };
  return { changes, tell: (payload: string | null) => listener(payload), state };
}

const longAgo = new Date('2026-01-01T00:00:00Z');
const read = (memberId: number, over: Partial<SessionRead> = {}): SessionRead => ({
  memberId,
  roles: [],
  consentRequired: false,
  lastUsedAt: new Date('2026-11-28T00:00:00Z'),
  dataVersions: { 'event-list': 1 },
  profileVersion: 10,
  ...over,
});

describe('the sessions a process keeps', () => {
  it('answers a kept session with the versions heard since, and nothing once the feed stops listening', () => {
    const { changes, tell, state } = feed();
    const cache = new SessionCache(changes);
    cache.keep(cache.ticket(), 'token', read(7));
    tell('v:event-list:5');
    tell('p:7:42');
    expect(cache.find('token', longAgo)).toMatchObject({
      memberId: 7,
      dataVersions: { 'event-list': 5 },
      profileVersion: 42,
    });
    state.listening = false;
    tell(null);
    expect(cache.find('token', longAgo)).toBeNull();
  });

  it('does not keep a read during which one of the sessions changed, and drops a member’s sessions when told', () => {
    const { changes, tell } = feed();
    const cache = new SessionCache(changes);
    const ticket = cache.ticket();
    tell('m:9');
    cache.keep(ticket, 'raced', read(7));
    expect(cache.find('raced', longAgo)).toBeNull();
    cache.keep(cache.ticket(), 'phone', read(7));
    cache.keep(cache.ticket(), 'laptop', read(7));
    cache.keep(cache.ticket(), 'theirs', read(8));
    tell('m:7');
    expect(cache.find('phone', longAgo)).toBeNull();
    expect(cache.find('laptop', longAgo)).toBeNull();
    expect(cache.find('theirs', longAgo)).not.toBeNull();
  });

  it('keeps a version told during a read over the older one the read found', () => {
    const { changes, tell } = feed();
    const cache = new SessionCache(changes);
    const ticket = cache.ticket();
    tell('v:event-list:3');
    tell('p:7:11');
    cache.keep(ticket, 'token', read(7, { dataVersions: { 'event-list': 2, other: 1 }, profileVersion: 10 }));
    expect(cache.find('token', longAgo)).toMatchObject({
      dataVersions: { 'event-list': 3, other: 1 },
      profileVersion: 11,
    });
  });

  it('keeps nothing read before the feed started again, and forgets everything on a new notice', () => {
    const { changes, tell } = feed();
    const cache = new SessionCache(changes);
    const ticket = cache.ticket();
    tell(null);
    cache.keep(ticket, 'stale', read(7));
    expect(cache.find('stale', longAgo)).toBeNull();
    cache.keep(cache.ticket(), 'token', read(7));
    tell('a:');
    expect(cache.find('token', longAgo)).toBeNull();
  });

  it('leaves a token past its idle limit to the database', () => {
    const { changes } = feed();
    const cache = new SessionCache(changes);
    cache.keep(cache.ticket(), 'token', read(7));
    expect(cache.find('token', new Date('2026-11-28T00:00:00Z'))).toBeNull();
    expect(cache.find('token', new Date('2026-11-27T23:59:59Z'))).not.toBeNull();
  });

  it('answers from the database a member whose profile version was removed, as null', () => {
    const { changes, tell } = feed();
    const cache = new SessionCache(changes);
    cache.keep(cache.ticket(), 'token', read(7));
    tell('p:7:');
    expect(cache.find('token', longAgo)?.profileVersion).toBeNull();
  });

  it('holds at most 20,000 sessions, letting go of the one used least recently', () => {
    const { changes } = feed();
    const cache = new SessionCache(changes);
    for (let i = 0; i < 20_000; i++) cache.keep(cache.ticket(), `token-${i}`, read(i));
    expect(cache.find('token-0', longAgo)).not.toBeNull();
    cache.keep(cache.ticket(), 'one-more', read(20_001));
    expect(cache.find('token-0', longAgo)).not.toBeNull();
    expect(cache.find('token-1', longAgo)).toBeNull();
    expect(cache.find('one-more', longAgo)).not.toBeNull();
  });
});
