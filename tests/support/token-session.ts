/** The session an access token names (its `sid` claim), to forge tokens of a live session in tests. */
export function sessionIdOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as {
    sid: string;
  };
  return payload.sid;
}
