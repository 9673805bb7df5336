/**
 * The editor-authentication contract: who an editor is, and the service that signs editors in
 * and recognises their session. The real implementation (better-auth over the database) lives
 * in ./service.ts; tests may inject a fake through `createApp({ services: { auth } })`.
 */
export const EDITOR_ROLES = ['optician', 'admin'] as const;
export type EditorRole = (typeof EDITOR_ROLES)[number];

/** A signed-in editor. */
export interface Editor {
  id: string;
  email: string;
  name: string;
  role: EditorRole;
}

/** Largest auth request body accepted (sign-in bodies are tiny). */
export const AUTH_MAX_BODY_BYTES = 16 * 1024;

/**
 * Who may sign in where the request is answered (a site: its members and the network's admins).
 * A right password of anyone else is answered 403 'not_site_editor' (./sign-in-gate.ts).
 */
export type SignInGate = (editor: Editor) => Promise<boolean>;

export interface AuthService {
  /** The editor whose session cookie the request carries, or null. */
  editorFromHeaders(headers: Headers): Promise<Editor | null>;
  /**
   * Answers the auth endpoints under /api/v1/auth/* (sign-in, sign-out, session). `clientIp` is
   * the client's address as the app resolved it (functions/auth/client-ip.ts); left out, the
   * service resolves it itself. `admits`, when given, decides who may sign in here.
   */
  handle(request: Request, clientIp?: string | null, admits?: SignInGate): Promise<Response>;
}

/** An auth service that knows no editors: every write is refused (used until one is configured). */
export const noEditors: AuthService = {
  editorFromHeaders: async () => null,
  handle: async () => new Response(JSON.stringify({ success: false }), { status: 404 }),
};
