// Session tokens: JWT signed with HS256 only; the signature, algorithm and expiry are checked here,
// the session row (revocation, user status) by the auth plugin.
import { jwtVerify, SignJWT } from 'jose';
import { type TokenClaims, tokenClaimsSchema } from '../../shared/contract/auth.ts';

export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;
const ALGORITHM = 'HS256';
const ISSUER = 'campus-site';
const AUDIENCE = 'campus-admin';

const keyOf = (secret: string) => new TextEncoder().encode(secret);
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export async function signSessionToken(
  secret: string,
  claims: TokenClaims,
  issuedAt: Date,
  expiresAt: Date,
): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(seconds(issuedAt))
    .setExpirationTime(seconds(expiresAt))
    .sign(keyOf(secret));
}

/** The token's claims when its signature, algorithm, issuer, audience and expiry are valid at `now`; else null. */
export async function verifySessionToken(
  secret: string,
  token: string,
  now: Date,
): Promise<TokenClaims | null> {
  // A JWT is three base64url parts; anything else (or absurdly long) is not worth parsing.
  if (token.length > 4096 || !/^[\w-]+\.[\w-]+\.[\w-]*$/.test(token)) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const parsed = tokenClaimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
