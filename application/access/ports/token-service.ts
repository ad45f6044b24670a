export interface IssuedToken {
  readonly accessToken: string;
  readonly expiresIn: number;
}

export interface TokenSubject {
  readonly id: number;
  readonly username: string;
  readonly roles: readonly string[];
}

/** Who a valid access token was issued to, and in which session. */
export interface TokenClaims {
  readonly userId: number;
  readonly sessionId: string;
}

export interface TokenService {
  issue(subject: TokenSubject, sessionId: string): Promise<IssuedToken>;
  /** Undefined when the token is not valid now, or names no session (issued before sessions existed). */
  verify(token: string): Promise<TokenClaims | undefined>;
}
