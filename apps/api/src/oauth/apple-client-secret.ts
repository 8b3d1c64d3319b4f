import { importPKCS8, SignJWT } from 'jose';

/** Apple accepts client secrets valid up to six months; ours live a day and are renewed early. */
const SECRET_LIFETIME_S = 24 * 60 * 60;
const RENEW_BEFORE_S = 60 * 60;

export type AppleSigningKey = { teamId: string; keyId: string; privateKeyPem: string };

/**
 * Apple's client secret: an ES256 JWT (iss team, sub client id, aud Apple's issuer) signed with
 * the team's private key. Cached until close to expiry.
 */
export function appleClientSecretSource(
  key: AppleSigningKey,
  clientId: string,
  audience: string,
  now: () => number,
) {
  let cached: { value: string; expiresAt: number } | undefined;
  return {
    async current(): Promise<string> {
      const nowS = Math.floor(now() / 1000);
      if (cached && cached.expiresAt - RENEW_BEFORE_S > nowS) return cached.value;
      const privateKey = await importPKCS8(key.privateKeyPem, 'ES256');
      const value = await new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
        .setIssuer(key.teamId)
        .setSubject(clientId)
        .setAudience(audience)
        .setIssuedAt(nowS)
        .setExpirationTime(nowS + SECRET_LIFETIME_S)
        .sign(privateKey);
      cached = { value, expiresAt: nowS + SECRET_LIFETIME_S };
      return value;
    },
  };
}
