export interface IssuedToken {
  readonly accessToken: string;
  readonly expiresIn: number;
}

export interface TokenSubject {
  readonly id: number;
  readonly username: string;
  readonly roles: readonly string[];
}

export interface TokenService {
  issue(subject: TokenSubject): Promise<IssuedToken>;
  /** The user ID the token was issued to, or undefined when it is not valid now. */
  verify(token: string): Promise<number | undefined>;
}
