import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

type AccountSwitchProps = { currentEmail: string | null; onKeep: () => void; onSwitch: () => void };

/** This browser holds another account's session: keep it, or switch to the one in the link. */
export const AccountSwitchChoice = ({ currentEmail: email, onKeep, onSwitch }: AccountSwitchProps) => {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 24 }} data-testid="account-switch">
      <Result
        status="warning"
        style={{ maxWidth: 560 }}
        title={t('login.switch.title')}
        subTitle={email ? t('login.switch.description', { email }) : t('login.switch.descriptionUnknown')}
        extra={[
          <Button key="keep" type="primary" onClick={onKeep}>
            {email ? t('login.switch.keep', { email }) : t('login.switch.keepUnknown')}
          </Button>,
          <Button key="switch" onClick={onSwitch}>
            {t('login.switch.switch')}
          </Button>,
        ]}
      />
    </div>
  );
};

/** Signing in failed: try again from the start (spec 02 §2, logging-in interstitial). */
export const SignInFailed = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('login.failed')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('login.tryAgain')}
        </Button>
      }
    />
  );
};
