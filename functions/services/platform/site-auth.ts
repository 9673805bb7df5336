/**
 * One sign-in for the whole network, valid only where its editor belongs: the accounts live in the
 * platform registry (better-auth over its database), and each site sees an editor only when the
 * account is a member of that site or a network admin. A session cookie carried to another
 * site's host is no editor there (401), and signing in on a site one does not belong to is
 * refused with 403 (the session the sign-in started is ended at once).
 */
import type { AuthService, Editor } from '../../auth/types.ts';

export interface SiteMembership {
  isMember(siteId: string, userId: string): Promise<boolean>;
}

/** The network's auth service: sign-in plus ending a session by its cookie. */
export interface NetworkAuth extends AuthService {
  endSession(headers: Headers): Promise<void>;
}

const SIGN_IN = /\/sign-in\//i;

/** The network's auth service as one site sees it. */
export function siteScopedAuth(network: NetworkAuth, siteId: string, members: SiteMembership): AuthService {
  const allowed = async (editor: Editor) =>
    editor.role === 'admin' || (await members.isMember(siteId, editor.id));
  return {
    async editorFromHeaders(headers) {
      const editor = await network.editorFromHeaders(headers);
      return editor && (await allowed(editor)) ? editor : null;
    },
    async handle(request, clientIp) {
      const response = await network.handle(request, clientIp);
      if (!SIGN_IN.test(new URL(request.url).pathname) || response.status >= 400) return response;
      const cookies = response.headers.getSetCookie();
      const session = new Headers({ cookie: cookies.map((c) => c.split(';')[0]).join('; ') });
      const editor = await network.editorFromHeaders(session);
      if (editor && (await allowed(editor))) return response;
      await network.endSession(session);
      const refused = new Response(
        JSON.stringify({
          success: false,
          error: { code: 'forbidden', message: 'Not an editor of this site' },
        }),
        { status: 403, headers: { 'content-type': 'application/json' } },
      );
      for (const cookie of cookies) {
        const name = cookie.split('=')[0];
        if (name) refused.headers.append('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
      }
      return refused;
    },
  };
}
