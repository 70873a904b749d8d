import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { isSameAccount, takeAccountSwitchRequest } from '@/providers/auth/account-switch';
import { ownerOfSession, sessionFromAddressToken } from '@/providers/auth/session-exchange';
import { leaveForSignin } from '@/providers/auth/signin-redirect';
import { AddressToken, addressWithoutToken, clearSession, currentSession, safeRedirect, storeSession, tokenFromAddress } from '@/providers/auth/token-store';
import { rememberAutoAuthEmail } from '@/providers/auth/auto-authentication';
import { buildPath } from '@/routes/route-table';

/** antd's Result (and its illustrations) loads only when signing in needs a choice or fails: most sign-ins just pass through. */
const Result = lazy(() => import('antd/es/result'));

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
    const email = state.currentEmail;
    return (
      <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 24 }} data-testid="account-switch">
        <Suspense fallback={null}>
          <Result
            status="warning"
            style={{ maxWidth: 560 }}
            title={t('login.switch.title')}
            subTitle={email ? t('login.switch.description', { email }) : t('login.switch.descriptionUnknown')}
            extra={[
              <Button key="keep" type="primary" onClick={() => navigate(buildPath('landing'), { replace: true })}>
                {email ? t('login.switch.keep', { email }) : t('login.switch.keepUnknown')}
              </Button>,
              <Button key="switch" onClick={() => handoff.current && signInWith(handoff.current)}>
                {t('login.switch.switch')}
              </Button>,
            ]}
          />
        </Suspense>
      </div>
    );
  }
  if (state.step === 'failed') {
    return (
      <Suspense fallback={null}>
        <Result
          status="warning"
          title={t('login.failed')}
          extra={
            <Button type="primary" onClick={() => navigate('/', { replace: true })}>
              {t('login.tryAgain')}
            </Button>
          }
        />
      </Suspense>
    );
  }
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" tip={t('login.wait')}>
        <div style={{ width: 240, height: 80 }} />
      </Spin>
    </div>
  );
};
