import { DEMO_PASSWORD } from '../../../server/src/seed/demo-accounts';

export type SigninResult = { status: number; location: string | null; body: string; setCookies: string[]; headers?: Headers };

/** What a browser holds after opening the sign-in page: its CSRF cookie and the form's copy. */
export type SigninFormState = { cookie: string; csrfToken: string };

/** Opens the sign-in page as a browser does, keeping the CSRF cookie and the form's hidden token. */
export const openSigninForm = async (baseUrl: string, cookies: string[] = []): Promise<SigninFormState> => {
  const response = await fetch(`${baseUrl}/signin`, { headers: cookies.length ? { cookie: cookies.join('; ') } : {}, redirect: 'manual' });
  const csrfToken = /name="csrfToken" value="([^"]+)"/.exec(await response.text())?.[1];
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('lumen_signin_csrf='));
  if (!csrfToken || !cookie) throw new Error(`The sign-in page gave no CSRF token (status ${response.status})`);
  return { cookie, csrfToken };
};

/**
 * Posts the sign-in page's form exactly as a browser does: after opening the page, with its
 * CSRF cookie and token, from this site. `headers` adds or overrides headers (X-Forwarded-For,
 * Origin); `cookies` are sent too (the remember-me identity).
 */
export const postSigninForm = async (
  baseUrl: string,
  fields: Record<string, string>,
  options: { headers?: Record<string, string>; cookies?: string[]; form?: SigninFormState } = {},
): Promise<SigninResult> => {
  const form = options.form ?? (await openSigninForm(baseUrl));
  const response = await fetch(`${baseUrl}/signin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: baseUrl,
      cookie: [form.cookie, ...(options.cookies ?? [])].join('; '),
      ...options.headers,
    },
    body: new URLSearchParams({ csrfToken: form.csrfToken, ...fields }).toString(),
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    body: await response.text(),
    setCookies: response.headers.getSetCookie(),
    headers: response.headers,
  };
};

/** The handoff token from the sign-in page's redirect to the SPA route. */
export const handoffTokenOf = (location: string): string => {
  const token = new URL(location, 'http://localhost').searchParams.get('access_token');
  if (!token) throw new Error(`No access_token in ${location}`);
  return token;
};

export const exchangeHandoff = (baseUrl: string, handoffToken: string): Promise<Response> =>
  fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { authorization: `Bearer ${handoffToken}` } });

/** Signs in through the real round trip (sign-in page, redirect, token exchange); returns the dashboard token. */
export const signIn = async (baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> => {
  const signin = await postSigninForm(baseUrl, { email, password, redirectTo: '/' });
  if (signin.status !== 303 || !signin.location) throw new Error(`Sign-in of ${email} failed with ${signin.status}`);
  const exchange = await exchangeHandoff(baseUrl, handoffTokenOf(signin.location));
  const body = (await exchange.json()) as { access_token: string };
  return body.access_token;
};
