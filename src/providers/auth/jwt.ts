/** The claims the SPA reads from a token it holds; the server is what verifies them. */
export type TokenClaims = { aud?: string | string[]; exp?: number; sub?: string };

const base64UrlDecode = (segment: string): string => {
  const padded = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  return atob(padded);
};

export const readTokenClaims = (token: string): TokenClaims | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(base64UrlDecode(payload)) as TokenClaims;
  } catch {
    return null;
  }
};

export const hasAudience = (token: string, audience: string): boolean => {
  const claims = readTokenClaims(token);
  return Array.isArray(claims?.aud) ? claims.aud.includes(audience) : claims?.aud === audience;
};
