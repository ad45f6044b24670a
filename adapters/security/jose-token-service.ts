import { errors, jwtVerify, SignJWT } from 'jose';
import type {
  IssuedToken,
  TokenClaims,
  TokenService,
  TokenSubject,
} from '../../application/access/ports/token-service.js';

const ISSUER = 'task-service';
const AUDIENCE = 'task-service';
const ALGORITHM = 'HS256';
export const MIN_SECRET_BYTES = 32;

export class JoseTokenService implements TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
    // jose does not enforce a key length; a short HMAC key is guessable offline.
    if (this.key.byteLength < MIN_SECRET_BYTES)
      throw new RangeError(`JWT secret shorter than ${MIN_SECRET_BYTES} bytes`);
  }

  async issue(subject: TokenSubject, sessionId: string): Promise<IssuedToken> {
    const claims = { username: subject.username, roles: [...subject.roles], sid: sessionId };
    const accessToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(subject.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
    return { accessToken, expiresIn: this.ttlSeconds };
  }

  async verify(token: string): Promise<TokenClaims | undefined> {
    if (!isCanonical(token)) return undefined;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        clockTolerance: 5,
        requiredClaims: ['sub', 'exp', 'iat', 'sid'],
      });
      const userId = Number(payload.sub);
      const sessionId = payload.sid;
      if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string') return undefined;
      return { userId, sessionId };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}

/**
 * Exactly three base64url segments, each spelt the one way its bytes encode to. A decoder
 * ignores the unused low bits of a segment's last character and tolerates padding, so one
 * token would otherwise have several spellings, each a distinct string to every cache,
 * log filter and revocation list keyed by the token.
 */
function isCanonical(token: string): boolean {
  const segments = token.split('.');
  return (
    segments.length === 3 &&
    segments.every((segment) => Buffer.from(segment, 'base64url').toString('base64url') === segment)
  );
}
