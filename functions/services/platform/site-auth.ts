/**
 * One sign-in for the whole network, valid only where its editor belongs: the accounts live in the
 * platform registry (better-auth over its database), and each site sees an editor only when the
 * account is a member of that site or a network admin. A session cookie carried to another
 * site's host is no editor there (401), and signing in on a site one does not belong to is
 * refused with 403 'not_site_editor' (the session the sign-in started is ended at once; the right
 * password counts neither as a failure toward the account's lock nor as a success:
 * functions/auth/sign-in-gate.ts).
 */
import type { AuthService, Editor, SignInGate } from '../../auth/types.ts';

export interface SiteMembership {
  isMember(siteId: string, userId: string): Promise<boolean>;
}

/** The network's auth service: sign-in (with a site's gate) plus ending a session by its cookie. */
export interface NetworkAuth extends AuthService {
  endSession(headers: Headers): Promise<void>;
}

/** The network's auth service as one site sees it. */
export function siteScopedAuth(network: NetworkAuth, siteId: string, members: SiteMembership): AuthService {
  const allowed: SignInGate = async (editor: Editor) =>
    editor.role === 'admin' || (await members.isMember(siteId, editor.id));
  return {
    async editorFromHeaders(headers) {
      const editor = await network.editorFromHeaders(headers);
      return editor && (await allowed(editor)) ? editor : null;
    },
    handle: (request, clientIp) => network.handle(request, clientIp, allowed),
  };
}
