import type { ReactNode } from 'react';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PlainChip } from '@/components/plain/plain-chip';
import { useFormatting } from '@/providers/formatting';
import type { CellKind } from '@/resources/declaration';

import { changeLines, isUnlimited, statusChip, truncateText } from './table-logic';

/** A cell's value as text: strings as they are, numbers and flags printed, anything else as JSON. */
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);

export const StatusChip = ({ status }: { status: string }) => {
  const { t } = useTranslation('resources');
  const chip = statusChip(status);
  // Teak and coral are the brand's (plain-table.css): white text on them reaches 4.5:1.
  return <PlainChip color={chip.color}>{t(chip.labelKey, { defaultValue: status })}</PlainChip>;
};

/** Long text is cut at 100 characters; the whole of it shows on hover. */
export const TruncatedText = ({ text }: { text: string }) => {
  const shown = truncateText(text);
  return shown === text ? <>{text}</> : <span title={text}>{shown}</span>;
};

export const Cell = ({ kind = 'text', value, link, labels }: { kind?: CellKind; value: unknown; link?: string | null; labels?: string }): ReactNode => {
  const { t } = useTranslation('resources');
  const format = useFormatting();
  // Counts without a value are 0 (the sessions column, spec 02 §2); other empty values show '-'.
  if ((value === null || value === undefined) && kind === 'count') return <>0</>;
  if (value === null || value === undefined || value === '') return <span className="plain-secondary">-</span>;
  // Codes (a role, a type) show through their translations when the column says where they are.
  const label = (code: string) => (labels ? t(`${labels}.${code}`, { defaultValue: code }) : code);
  const content = (() => {
    switch (kind) {
      case 'count':
        return isUnlimited(Number(value)) ? t('table.unlimited') : format.number(Number(value));
      case 'number':
        return format.number(Number(value));
      case 'percent':
        return `${Math.round(Number(value))}%`;
      case 'date':
        return format.date(textOf(value));
      case 'dateTime':
        return format.dateTime(textOf(value));
      case 'boolean':
        return value ? t('table.yes') : t('table.no');
      case 'status':
        return <StatusChip status={textOf(value)} />;
      case 'disabledStatus':
        return <StatusChip status={value ? 'inactive' : 'active'} />;
      case 'changes':
        return changeLines(value, label).map((line) => <div key={line}>{line}</div>);
      case 'tags':
        return (value as string[]).map((tag) => <PlainChip key={tag}>{label(tag)}</PlainChip>);
      default:
        return <TruncatedText text={label(textOf(value))} />;
    }
  })();
  return link ? <Link to={link}>{content}</Link> : content;
};
