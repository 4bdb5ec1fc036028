/*
 * Self-describing mock tokens: `mock-at.<payload>.<signature>` (access) and `mock-rt.<payload>.<signature>` (refresh),
 * the payload base64url JSON, the signature hex HMAC-SHA256 over `<prefix>.<payload>` with a fixed mock key. Anyone
 * holding the key can check a token without state, so the service worker (state in localStorage) and the server side
 * of a mock build (mocks/server.ts, state in memory) agree on who a bearer is and until when. Not a security
 * mechanism: the key is in the source.
 */

/** The fixed key both sides of the mock sign with. */
const MOCK_TOKEN_KEY = 'one-ecom mock carrier backend: not a secret';

/** What a token says: its kind, user, times (epoch ms), id, and for refresh tokens the rotation family. */
export interface TokenClaims {
  kind: 'access' | 'refresh';
  /** User ID. */
  sub: string;
  /** Issued at, epoch ms. */
  iat: number;
  /** Expires at, epoch ms (refused from this instant on). */
  exp: number;
  /** Unique id of this token. */
  jti: string;
  /** Refresh tokens: the login's rotation family (reuse revokes it). */
  fam?: string;
  /** Access tokens: the access-token generation they were issued in (QA "Expire access tokens now" starts a new one). */
  gen?: number;
}

const PREFIX = { access: 'mock-at', refresh: 'mock-rt' } as const;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

let keyPromise: Promise<CryptoKey> | undefined;

async function signature(message: string): Promise<string> {
  keyPromise ??= crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(MOCK_TOKEN_KEY),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', await keyPromise, new TextEncoder().encode(message));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Signs `claims` into a token string. */
export async function signToken(claims: TokenClaims): Promise<string> {
  const head = `${PREFIX[claims.kind]}.${toBase64Url(JSON.stringify(claims))}`;
  return `${head}.${await signature(head)}`;
}

/**
 * The claims of `token` without checking its signature (logout and counters only need the family), or null when it
 * is not a mock token of `kind`.
 */
export function readTokenClaims(token: string, kind: TokenClaims['kind']): TokenClaims | null {
  const [prefix, payload] = token.split('.');
  if (prefix !== PREFIX[kind] || !payload) return null;
  try {
    const claims = JSON.parse(fromBase64Url(payload)) as TokenClaims;
    return claims.kind === kind && typeof claims.sub === 'string' && typeof claims.exp === 'number' ? claims : null;
  } catch {
    return null;
  }
}

/**
 * The claims of `token` when it is a mock token of `kind` with a valid signature and not expired at `now` (epoch ms),
 * else null. What else refuses a token (used refresh tokens, revoked families, a newer access generation) is state:
 * mocks/auth/auth-db.ts.
 */
export async function verifyToken(token: string, kind: TokenClaims['kind'], now: number): Promise<TokenClaims | null> {
  const claims = readTokenClaims(token, kind);
  if (!claims) return null;
  const cut = token.lastIndexOf('.');
  if ((await signature(token.slice(0, cut))) !== token.slice(cut + 1)) return null;
  return claims.exp > now ? claims : null;
}
