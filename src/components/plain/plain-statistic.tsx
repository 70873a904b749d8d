import type { ReactNode } from 'react';

import { useTranslation } from 'react-i18next';

import { formatNumber } from '@/providers/formatting';

import './plain-parts.css';

type Props = { title: ReactNode; value: number; suffix?: ReactNode; loading?: boolean; 'data-testid'?: string };

/** antd's Statistic without antd: a figure under its caption (a loading bar while it is unknown). */
export const PlainStatistic = ({ title, value, suffix, loading = false, 'data-testid': testId }: Props) => {
  const { i18n } = useTranslation();
  return (
    <div className="plain-statistic" data-testid={testId}>
      <div className="plain-statistic-title">{title}</div>
      {loading ? (
        <div className="plain-skeleton-line plain-statistic-loading" aria-hidden />
      ) : (
        <div className="plain-statistic-content">
          <span className="plain-statistic-value">{formatNumber(value, i18n.resolvedLanguage ?? 'en')}</span>
          {suffix ? <span className="plain-statistic-suffix">{suffix}</span> : null}
        </div>
      )}
    </div>
  );
};
