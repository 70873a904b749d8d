import { Suspense, useCallback, useEffect, useRef, useState } from 'react';

import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { lazyAntd } from '@/components/antd-scope/lazy-antd';
import { Spinner } from '@/components/plain/spinner';
import { isSameAccount, takeAccountSwitchRequest } from '@/providers/auth/account-switch';
import { ownerOfSession, sessionFromAddressToken } from '@/providers/auth/session-exchange';
import { leaveForSignin } from '@/providers/auth/signin-redirect';
import { AddressToken, addressWithoutToken, clearSession, currentSession, safeRedirect, storeSession, tokenFromAddress } from '@/providers/auth/token-store';
import { rememberAutoAuthEmail } from '@/providers/auth/auto-authentication';
import { buildPath } from '@/routes/route-table';

/** antd's Result (and its illustrations) loads only when signing in needs a choice or fails: most sign-ins just pass through. */
const AccountSwitchChoice = lazyAntd(() => import('./login-outcomes').then((module) => module.AccountSwitchChoice));
const SignInFailed = lazyAntd(() => import('./login-outcomes').then((module) => module.SignInFailed));

/** How long the interstitial stays before moving on (spec 02 §2). */
export const LOGIN_REDIRECT_DELAY_MS = 300;

type State = { step: 'working' } | { step: 'failed' } | { step: 'confirmSwitch'; currentEmail: string | null };
type Handoff = { addressToken: AddressToken; redirectTo: string };

/**
 * The sign-in route: takes the token the sign-in service put in the address, stores the
 * dashboard session, removes the token from the address and goes on to redirectTo. When this
 * browser already holds another account's session, it asks before replacing it (a link with
 * someone else's token must not switch accounts silently), unless this tab asked for the switch.
 */
export const LoginPage = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ step: 'working' });
  const handoff = useRef<Handoff | null>(null);
  const started = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const signInWith = useCallback(
    ({ addressToken, redirectTo }: Handoff) => {
      setState({ step: 'working' });
      sessionFromAddressToken(addressToken)
        .then((session) => {
          storeSession(session);
          timer.current = setTimeout(() => void navigate(redirectTo, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
        })
        .catch(() => setState({ step: 'failed' }));
    },
    [navigate],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    // The address is read once, when the route opens (and once only under StrictMode's double run).
    if (started.current) return;
    started.current = true;
    const addressToken = tokenFromAddress(location.search);
    const query = new URLSearchParams(location.search);
    const continueAs = query.get('continueAs');
    const redirectTo = safeRedirect(query.get('redirectTo'));
    window.history.replaceState(null, '', `${location.pathname}${addressWithoutToken(location.search)}${location.hash}`);
    // The identity service says who this browser is signed in as: the account page compares.
    if (continueAs) rememberAutoAuthEmail(continueAs);
    if (!addressToken) {
      if (!continueAs) setState({ step: 'failed' });
      else if (currentSession()) void navigate(buildPath('account', { query: { redirectTo } }), { replace: true });
      else leaveForSignin(redirectTo);
      return;
    }
    handoff.current = { addressToken, redirectTo };
    const held = currentSession();
    const switchRequested = takeAccountSwitchRequest();
    if (!held || switchRequested || isSameAccount(held.token, addressToken.accessToken)) {
      signInWith(handoff.current);
      return;
    }
    void ownerOfSession(held).then((owner) => {
      if (owner === 'ended') {
        clearSession();
        if (handoff.current) signInWith(handoff.current);
      } else {
        setState({ step: 'confirmSwitch', currentEmail: owner === 'unknown' ? null : owner.email });
      }
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state.step === 'confirmSwitch') {
    return (
      <Suspense fallback={null}>
        <AccountSwitchChoice
          currentEmail={state.currentEmail}
          onKeep={() => void navigate(buildPath('landing'), { replace: true })}
          onSwitch={() => handoff.current && signInWith(handoff.current)}
        />
      </Suspense>
    );
  }
  if (state.step === 'failed') {
    return (
      <Suspense fallback={null}>
        <SignInFailed onRetry={() => void navigate('/', { replace: true })} />
      </Suspense>
    );
  }
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 12 }} role="status">
      <Spinner />
      <span style={{ color: 'var(--lumen-primary)' }}>{t('login.wait')}</span>
    </div>
  );
};
