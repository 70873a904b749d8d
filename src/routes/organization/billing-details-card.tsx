import { useEffect, useRef } from 'react';

import RocketOutlined from '@ant-design/icons-svg/es/asn/RocketOutlined';
import { planLabelOf, planNameOf } from '@shared/plans';
import { Alert, Button, Card, Descriptions, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { PlainIcon } from '@/components/plain/plain-icon';
import { Cell, StatusChip } from '@/components/resource/table-cells';
import { CONSUMER_APP_URL } from '@/config/links';

import { BILLING_DETAILS_ID, WorkspaceDetails } from './workspace-sections';

/** Long enough for the settings form beside it to lay out before scrolling to the card. */
const SCROLL_DELAY_MS = 250;

export const pricingUrl = (): string => new URL('/pricing', CONSUMER_APP_URL).toString();

/**
 * The workspace's plan and limits. scrollTo=settings-billing-details brings it into view;
 * upgrade=true highlights it with a call to upgrade (the billing service does the upgrade).
 */
export const BillingDetailsCard = ({ workspace }: { workspace: WorkspaceDetails }) => {
  const { t } = useTranslation('workspace');
  const { token } = theme.useToken();
  const location = useLocation();
  const card = useRef<HTMLDivElement>(null);
  const query = new URLSearchParams(location.search);
  const scrollHere = query.get('scrollTo') === BILLING_DETAILS_ID;
  const upgrade = query.get('upgrade') === 'true';
  const billing = workspace.billingService;

  useEffect(() => {
    if (!scrollHere) return undefined;
    const timer = setTimeout(() => card.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [scrollHere]);

  const items = [
    { key: 'planName', label: t('billing.planName'), children: planLabelOf(workspace) },
    { key: 'planId', label: t('billing.planId'), children: billing?.planId || '-' },
    { key: 'status', label: t('billing.status'), children: billing?.status ? <StatusChip status={billing.status} /> : '-' },
    {
      key: 'licences',
      label: t('billing.licences'),
      children: (
        <>{t('billing.licencesValue', { used: workspace.usedLicenses.toLocaleString(), purchased: billing?.purchasedLicenses?.toLocaleString() ?? '-' })}</>
      ),
    },
    { key: 'maxGroups', label: t('billing.maxGroups'), children: <Cell kind="count" value={billing?.maxGroups ?? null} /> },
    { key: 'maxLearners', label: t('billing.maxLearners'), children: <Cell kind="count" value={billing?.maxLearners ?? null} /> },
    { key: 'type', label: t('billing.type'), children: billing?.type || '-' },
  ];

  return (
    <div id={BILLING_DETAILS_ID} ref={card} style={{ scrollMarginTop: 16 }}>
      <Card
        title={t('billing.title')}
        data-testid="billing-details"
        data-highlighted={upgrade}
        style={upgrade ? { borderColor: token.colorPrimary, boxShadow: `0 0 0 3px ${token.colorPrimaryBorder}` } : undefined}
      >
        {upgrade && (
          <Alert
            type="info"
            showIcon
            icon={<PlainIcon definition={RocketOutlined} aria-hidden />}
            style={{ marginBottom: 16 }}
            message={t('billing.upgradeTitle')}
            description={
              <>
                <Typography.Paragraph style={{ marginBottom: 8 }}>
                  {planNameOf(workspace) ? t('billing.upgradeBody', { plan: planNameOf(workspace) }) : t('billing.upgradeBodyNoPlan')}
                </Typography.Paragraph>
                <Button type="primary" href={pricingUrl()} target="_blank" rel="noreferrer" data-testid="upgrade-pricing">
                  {t('billing.upgradeButton')}
                </Button>
              </>
            }
            data-testid="upgrade-call"
          />
        )}
        {billing ? (
          <Descriptions column={1} size="small" bordered items={items} />
        ) : (
          <Typography.Text type="secondary" data-testid="billing-none">
            {t('billing.none')}
          </Typography.Text>
        )}
      </Card>
    </div>
  );
};
