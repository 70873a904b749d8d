import { DEMO_PASSWORD } from '../../../server/src/seed/demo-accounts';

export type SigninResult = { status: number; location: string | null; body: string };

/** Posts the sign-in page's form exactly as a browser does. */
export const postSigninForm = async (baseUrl: string, fields: Record<string, string>): Promise<SigninResult> => {
  const response = await fetch(`${baseUrl}/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
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
