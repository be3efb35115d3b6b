// Verifies the JWTs clients send against the providers of convex/auth.config.ts, as Convex
// does: OIDC providers publish their keys at `<domain>/.well-known/openid-configuration`
// (for Convex Auth that is this runtime's own site URL); custom JWT providers name theirs.
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from "jose";
import type { Identity } from "./context.ts";
import type { AuthProvider } from "./modules.ts";

export class AuthFailure extends Error {}

// Standard claims become Convex's camelCase identity fields; other claims pass through.
const CLAIM_FIELDS: Record<string, string> = {
  name: "name",
  given_name: "givenName",
  family_name: "familyName",
  nickname: "nickname",
  preferred_username: "preferredUsername",
  profile: "profileUrl",
  picture: "pictureUrl",
  email: "email",
  email_verified: "emailVerified",
  gender: "gender",
  birthdate: "birthday",
  zoneinfo: "timezone",
  locale: "language",
  phone_number: "phoneNumber",
  phone_number_verified: "phoneNumberVerified",
  address: "address",
  updated_at: "updatedAt",
};
const RESERVED = new Set(["iss", "sub", "aud", "exp", "iat", "nbf", "jti"]);

type KeySet = ReturnType<typeof createRemoteJWKSet>;
type Verifier = { issuer: string; audience?: string; algorithms?: string[]; keys: () => Promise<KeySet> };

const trimSlash = (url: string) => url.replace(/\/+$/, "");

export function identityFromClaims(claims: JWTPayload): Identity {
  const identity: Record<string, unknown> = {};
  for (const [claim, value] of Object.entries(claims)) {
    if (RESERVED.has(claim)) continue;
    identity[CLAIM_FIELDS[claim] ?? claim] = value;
  }
  return { ...identity, subject: String(claims.sub), issuer: String(claims.iss), tokenIdentifier: `${claims.iss}|${claims.sub}` };
}

export class AuthVerifier {
  private readonly verifiers: Verifier[];

  constructor(providers: AuthProvider[]) {
    this.verifiers = providers.flatMap((p): Verifier[] => {
      if (p.type === "customJwt" && typeof p.issuer === "string" && typeof p.jwks === "string") {
        const keys = createRemoteJWKSet(new URL(p.jwks));
        return [{ issuer: trimSlash(p.issuer), audience: p.applicationID as string | undefined, algorithms: p.algorithm ? [String(p.algorithm)] : undefined, keys: async () => keys }];
      }
      if (typeof p.domain === "string" && p.domain !== "") {
        const domain = trimSlash(p.domain);
        let keys: Promise<KeySet> | null = null;
        const discover = async () => {
          const response = await fetch(`${domain}/.well-known/openid-configuration`);
          if (!response.ok) throw new AuthFailure(`Could not fetch the OpenID configuration of ${domain} (${response.status}).`);
          const config = (await response.json()) as { jwks_uri: string };
          return createRemoteJWKSet(new URL(config.jwks_uri));
        };
        const load = () => (keys ??= discover().catch((e) => ((keys = null), Promise.reject(e))));
        return [{ issuer: domain, audience: p.applicationID as string | undefined, keys: load }];
      }
      return [];
    });
  }

  /** The identity a token proves, and when it stops proving it (ms since epoch). */
  async verify(token: string): Promise<{ identity: Identity; expiresAt: number | null }> {
    let claims: JWTPayload;
    try {
      claims = decodeJwt(token);
    } catch {
      throw new AuthFailure("Could not parse the JWT. Make sure the token is a valid JWT.");
    }
    const issuer = trimSlash(String(claims.iss ?? ""));
    const candidates = this.verifiers.filter((v) => v.issuer === issuer && (v.audience === undefined || [claims.aud].flat().includes(v.audience)));
    if (candidates.length === 0) {
      throw new AuthFailure(
        `No auth provider found matching the given token (issuer ${JSON.stringify(claims.iss)}, audience ${JSON.stringify(claims.aud)}). Check convex/auth.config.ts.`,
      );
    }
    let lastError: unknown;
    for (const v of candidates) {
      try {
        const { payload } = await jwtVerify(token, await v.keys(), { issuer: claims.iss, audience: v.audience, algorithms: v.algorithms });
        if (typeof payload.sub !== "string") throw new AuthFailure("The token has no subject (sub) claim.");
        return { identity: identityFromClaims(payload), expiresAt: typeof payload.exp === "number" ? payload.exp * 1000 : null };
      } catch (e) {
        lastError = e;
      }
    }
    const reason = lastError instanceof Error ? lastError.message : String(lastError);
    throw new AuthFailure(`Could not verify OIDC token claim. Check that the token signature is valid and the token hasn't expired. (${reason})`);
  }
}
