import type { ChangeFeed } from '../../db/change-feed.ts';

/** What a session holds that the database would otherwise be asked for on every request. */
export interface HeldSession {
  memberId: number;
  roles: string[];
  consentRequired: boolean;
  /** The token's last recorded use: the idle limit is checked against it in the process. */
  lastUsedAt: Date;
}

/** A read of the database the cache may keep, labelled with when it started (`ticket`). */
export interface SessionRead extends HeldSession {
  dataVersions: Readonly<Record<string, number>>;
  profileVersion: number | null;
}

/** Tokens kept at most; beyond it the one used least recently is let go (a few hundred bytes each). */
const MAX_SESSIONS = 20_000;

/**
 * What a signed-in read needs, kept in the process while the change feed listens (ADR 62): sessions
 * by token hash, the data versions (ADR 22) and members' profile versions (ADR 36).
 *
 * Versions are told with their new number, so a notification is the truth and is always applied;
 * a database read fills in only what no notification has set since the cache last forgot. A
 * session is only told it changed, so a read is kept only when no session change was heard while
 * it ran (`ticket`). Whenever the feed starts or stops, everything is forgotten: changes may have
 * gone unheard, and until the feed listens again every request asks the database.
 */
export class SessionCache {
  private readonly sessions = new Map<string, HeldSession>();
  private readonly byMember = new Map<number, Set<string>>();
  private versions: Record<string, number> = {};
  /** Whether `versions` holds every data version (a read filled it in since the last forget). */
  private versionsComplete = false;
  private readonly profiles = new Map<number, number | null>();
  /** Moves on each forget and each session change heard: a read that saw it move is not kept. */
  private sessionEpoch = 0;
  private forgetEpoch = 0;

  constructor(private readonly feed: ChangeFeed) {
    feed.subscribe((payload) => this.hear(payload));
  }

  /** The held session and what it reads with, or null when the database must be asked. */
  find(tokenHash: string, usedSince: Date): SessionRead | null {
    if (!this.feed.listening || !this.versionsComplete) return null;
    const held = this.sessions.get(tokenHash);
    if (!held || held.lastUsedAt <= usedSince || !this.profiles.has(held.memberId)) return null;
    // Least recently used first in the map's order.
    this.sessions.delete(tokenHash);
    this.sessions.set(tokenHash, held);
    return { ...held, dataVersions: this.versions, profileVersion: this.profiles.get(held.memberId) ?? null };
  }

  /** Taken before a database read; `keep` refuses the read if anything it covers changed meanwhile. */
  ticket(): { session: number; forget: number } {
    return { session: this.sessionEpoch, forget: this.forgetEpoch };
  }

  keep(ticket: { session: number; forget: number }, tokenHash: string, read: SessionRead): void {
    if (!this.feed.listening || ticket.forget !== this.forgetEpoch) return;
    // Versions: only what no notification has set (a notification carries the newer number).
    for (const [name, version] of Object.entries(read.dataVersions)) {
      if (!(name in this.versions)) this.versions = { ...this.versions, [name]: version };
    }
    this.versionsComplete = true;
    if (!this.profiles.has(read.memberId)) this.profiles.set(read.memberId, read.profileVersion);
    if (ticket.session !== this.sessionEpoch) return;
    const { memberId, roles, consentRequired, lastUsedAt } = read;
    this.sessions.set(tokenHash, { memberId, roles, consentRequired, lastUsedAt });
    const tokens = this.byMember.get(memberId) ?? new Set<string>();
    this.byMember.set(memberId, tokens.add(tokenHash));
    if (this.sessions.size > MAX_SESSIONS) this.dropToken(this.sessions.keys().next().value as string);
  }

  private hear(payload: string | null): void {
    if (payload === null || payload === 'a:') {
      this.forget();
      return;
    }
    const [kind, id = '', value = ''] = payload.split(':');
    if (kind === 'v') {
      this.versions = { ...this.versions, [id]: Number(value) };
    } else if (kind === 'p') {
      this.profiles.set(Number(id), value === '' ? null : Number(value));
    } else if (kind === 'm') {
      this.sessionEpoch += 1;
      for (const token of this.byMember.get(Number(id)) ?? []) this.sessions.delete(token);
      this.byMember.delete(Number(id));
    }
  }

  private forget(): void {
    this.forgetEpoch += 1;
    this.sessionEpoch += 1;
    this.sessions.clear();
    this.byMember.clear();
    this.versions = {};
    this.versionsComplete = false;
    this.profiles.clear();
  }

  private dropToken(tokenHash: string): void {
    const held = this.sessions.get(tokenHash);
    this.sessions.delete(tokenHash);
    if (held) this.byMember.get(held.memberId)?.delete(tokenHash);
  }
}
