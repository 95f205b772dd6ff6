import { apiMessages } from '@chapter/contract/messages';
import { type Access, rolesForAccess } from '@chapter/contract/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error.ts';
import type { AuthMember } from '../lib/route.ts';
import { hashToken } from '../lib/tokens.ts';

/** What the auth check reads about a token, in one statement. */
export interface AuthSession {
  memberId: number;
  roles: string[];
  consentRequired: boolean;
  /** The data versions (data_versions) read with the session: what a cached answer checks against. */
  dataVersions: Readonly<Record<string, number>>;
  /** The member's profile version, read with the session: what their kept profile checks against (ADR 36). */
  profileVersion: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    member: AuthMember | null;
    /** Read with the session on signed-in routes; null on public ones. */
    dataVersions: Readonly<Record<string, number>> | null;
    /** The member's profile version, read with the session on signed-in routes; null otherwise. */
    profileVersion: number | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; every API route declares it (see the contract). */
    access?: Access;
    /** The route answers before the member agrees to the privacy notice (see the contract's RouteDef). */
    beforeConsent?: boolean;
  }
}

export interface AuthPluginOptions {
  /**
   * Looks up a live session by token hash: the token is not revoked nor idle too long (ADR 5) and the
   * member is active.
   */
  findSession(tokenHash: string): Promise<AuthSession | null>;
  /**
   * Whether the route's session lookup waits for a place in the line in front of the database
   * (ADR 33), and so for the body: routes outside the line look it up as soon as the headers arrive.
   */
  inTheLine(request: FastifyRequest): boolean;
}

/**
 * The browser may keep a member's event list and profile to revalidate them (ADRs 32, 36): a session
 * that has ended asks it to forget this site's cache, as signing out does, so nothing of theirs stays
 * on a shared phone or computer whose session was revoked or ran out.
 */
const ENDED_SESSION_HEADERS = { 'Clear-Site-Data': '"cache"' };

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,128})$/.exec(header.trim());
  if (!match?.[1]) throw ApiError.detail(401, apiMessages.malformedAuthHeader);
  return match[1];
}

/**
 * Authentication and role checks, on the server, from the route's declared access. A request
 * without a well-formed token is refused as soon as its headers arrive, before its body and
 * without a statement, so it never takes a place in the line (ADR 44). The session lookup is a
 * statement: it runs once the request holds its place, after the body has arrived, and still before
 * validation, so a caller without a live session learns nothing about what a route would accept.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, options) => {
    app.decorateRequest('member', null);
    app.decorateRequest('dataVersions', null);
    app.decorateRequest('profileVersion', null);
    const tokenHashes = new WeakMap<FastifyRequest, string>();
    const authenticate = async (request: FastifyRequest, access: Exclude<Access, 'public'>, tokenHash: string) => {
      const session = await options.findSession(tokenHash);
      if (!session) throw ApiError.detail(401, apiMessages.invalidToken, ENDED_SESSION_HEADERS);
      const required = rolesForAccess[access];
      if (required.length > 0 && !required.some((role) => session.roles.includes(role))) {
        throw ApiError.detail(403, apiMessages.forbidden);
      }
      // Nothing but reading the notice, agreeing, signing out and the member's own rights before
      // they agree to the notice in force (issue 19). `code` lets the app show the notice.
      if (session.consentRequired && request.routeOptions.config.beforeConsent !== true) {
        throw new ApiError(403, { detail: apiMessages.consentRequired, code: 'consent_required' });
      }
      request.member = { id: session.memberId, roles: session.roles, tokenHash };
      request.dataVersions = session.dataVersions;
      request.profileVersion = session.profileVersion;
    };
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'public') return;
      const token = bearerToken(request);
      if (token === null) throw ApiError.detail(401, apiMessages.notAuthenticated);
      const tokenHash = hashToken(token);
      // Outside the line (the slip upload), before its image is read and decoded (ADR 34).
      if (!options.inTheLine(request)) return authenticate(request, access, tokenHash);
      tokenHashes.set(request, tokenHash);
    });
    // Runs after the database line's own preValidation hook (registered first) has given a place.
    app.addHook('preValidation', async (request) => {
      const tokenHash = tokenHashes.get(request);
      const access = request.routeOptions.config.access;
      if (tokenHash === undefined || access === undefined || access === 'public') return;
      tokenHashes.delete(request);
      await authenticate(request, access, tokenHash);
    });
    // A signed-in answer is one member's data: no browser cache, proxy or shared computer may keep a
    // copy to show whoever comes next (issue 15). Refusals too, and a route that chose its own header
    // keeps it. Public answers (the business card, signed slip images) keep their own caching.
    app.addHook('onSend', async (request, reply) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'public' || reply.hasHeader('cache-control')) return;
      reply.header('Cache-Control', 'no-store');
    });
  },
  { name: 'auth' },
);
