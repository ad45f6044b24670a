/** The random parts of a session and what is stored of its refresh tokens. */
export interface SessionSecrets {
  sessionId(): string;
  /** Opaque, unguessable, shown to the client once. */
  refreshToken(): string;
  /** What is stored of a refresh token: it is never stored as given. */
  hash(refreshToken: string): string;
}
