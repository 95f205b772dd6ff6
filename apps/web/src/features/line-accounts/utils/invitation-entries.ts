import type { CreatedInvitation } from '../api/create-line-invitations.ts';

/** A created invitation with its link as a full address, to copy, print and encode. */
export type InvitationEntry = CreatedInvitation & { url: string };

/**
 * Without LINE (the offline demo) the server gives the landing's path, not a LIFF URL: a QR code or
 * a copied message needs the whole address, on this server.
 */
export function invitationEntries(invitations: readonly CreatedInvitation[], origin: string): InvitationEntry[] {
  return invitations.map((invitation) => ({ ...invitation, url: new URL(invitation.link, origin).href }));
}
