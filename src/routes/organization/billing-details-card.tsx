import { useEffect, useRef } from 'react';

import RocketOutlined from '@ant-design/icons-svg/es/asn/RocketOutlined';
import { planLabelOf, planNameOf } from '@shared/plans';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { PlainAlert } from '@/components/plain/plain-alert';
import { PlainCard } from '@/components/plain/plain-card';
import { PlainIcon } from '@/components/plain/plain-icon';
import '@/components/resource/resource-show.css';
import { Cell, StatusChip } from '@/components/resource/table-cells';
import { CONSUMER_APP_URL } from '@/config/links';

import { BILLING_DETAILS_ID, WorkspaceDetails } from './workspace-sections';

import './settings-section.css';

/** Long enough for the settings form beside it to lay out before scrolling to the card. */
const SCROLL_DELAY_MS = 250;

export const pricingUrl = (): string => new URL('/pricing', CONSUMER_APP_URL).toString();

/**
 * The workspace's plan and limits. scrollTo=settings-billing-details brings it into view;
 * upgrade=true highlights it with a call to upgrade (the billing service does the upgrade).
 */
export const BillingDetailsCard = ({ workspace }: { workspace: WorkspaceDetails }) => {
  const { t } = useTranslation('workspace');
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
    { key: 'planName', label: t('billing.planName'), value: planLabelOf(workspace) },
    { key: 'planId', label: t('billing.planId'), value: billing?.planId || '-' },
    { key: 'status', label: t('billing.status'), value: billing?.status ? <StatusChip status={billing.status} /> : '-' },
    {
      key: 'licences',
      label: t('billing.licences'),
      value: (
        <>{t('billing.licencesValue', { used: workspace.usedLicenses.toLocaleString(), purchased: billing?.purchasedLicenses?.toLocaleString() ?? '-' })}</>
      ),
    },
    { key: 'maxGroups', label: t('billing.maxGroups'), value: <Cell kind="count" value={billing?.maxGroups ?? null} /> },
    { key: 'maxLearners', label: t('billing.maxLearners'), value: <Cell kind="count" value={billing?.maxLearners ?? null} /> },
    { key: 'type', label: t('billing.type'), value: billing?.type || '-' },
  ];

  return (
    <div id={BILLING_DETAILS_ID} ref={card} style={{ scrollMarginTop: 16 }}>
      <PlainCard title={t('billing.title')} className="billing-details-card" data-testid="billing-details" data-highlighted={upgrade}>
        {upgrade && (
          <PlainAlert
            type="info"
            icon={<PlainIcon definition={RocketOutlined} aria-hidden />}
            message={t('billing.upgradeTitle')}
            description={
              <>
                <p style={{ margin: '0 0 8px' }}>
                  {planNameOf(workspace) ? t('billing.upgradeBody', { plan: planNameOf(workspace) }) : t('billing.upgradeBodyNoPlan')}
                </p>
                {/* A link (the pricing page, in a new tab) drawn as antd's primary button. */}
                <a className="plain-button" data-variant="primary" href={pricingUrl()} target="_blank" rel="noreferrer" data-testid="upgrade-pricing">
                  {t('billing.upgradeButton')}
                </a>
              </>
            }
            data-testid="upgrade-call"
          />
        )}
        {billing ? (
          // antd's bordered small Descriptions in one column: the detail pages' list (resource-show.css).
          <dl className="resource-show billing-details-list">
            {items.map((item) => (
              <div key={item.key}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <span className="plain-secondary" data-testid="billing-none">
            {t('billing.none')}
          </span>
        )}
      </PlainCard>
    </div>
  );
};
