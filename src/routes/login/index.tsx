import { useEffect, useState } from 'react';

import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { sessionFromAddressToken } from '@/providers/auth/session-exchange';
import { leaveForSignin } from '@/providers/auth/signin-redirect';
import { addressWithoutToken, currentSession, safeRedirect, storeSession, tokenFromAddress } from '@/providers/auth/token-store';
import { rememberAutoAuthEmail } from '@/routes/account/auto-authentication';
import { buildPath } from '@/routes/route-table';

/** How long the interstitial stays before moving on (spec 02 §2). */
export const LOGIN_REDIRECT_DELAY_MS = 300;

type State = 'working' | 'failed';

/**
 * The sign-in route: takes the token the sign-in service put in the address, stores the
 * dashboard session, removes the token from the address and goes on to redirectTo.
 */
export const LoginPage = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<State>('working');

  useEffect(() => {
    const addressToken = tokenFromAddress(location.search);
    const query = new URLSearchParams(location.search);
    const continueAs = query.get('continueAs');
    const redirectTo = safeRedirect(query.get('redirectTo'));
    window.history.replaceState(null, '', `${location.pathname}${addressWithoutToken(location.search)}${location.hash}`);
    // The identity service says who this browser is signed in as: the account page compares.
    if (continueAs) rememberAutoAuthEmail(continueAs);
    if (!addressToken) {
      if (!continueAs) setState('failed');
      else if (currentSession()) navigate(buildPath('account', { query: { redirectTo } }), { replace: true });
      else leaveForSignin(redirectTo);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    sessionFromAddressToken(addressToken)
      .then((session) => {
        storeSession(session);
        timer = setTimeout(() => navigate(redirectTo, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
      })
      .catch(() => setState('failed'));
    return () => clearTimeout(timer);
    // The address is read once, when the route opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state === 'failed') {
    return (
      <Result
        status="warning"
        title={t('login.failed')}
        extra={<Button type="primary" onClick={() => navigate('/', { replace: true })}>{t('login.tryAgain')}</Button>}
      />
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
