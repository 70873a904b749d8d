import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';

import './plain-table.css';
import { PlainIcon } from './plain-icon';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  placeholder: string;
  clearLabel: string;
  'data-testid'?: string;
};

/**
 * antd's search box (an Input with a search icon and a clear button) without antd. The input is
 * named by its placeholder's text, which stays its accessible name when typed over.
 */
export const PlainSearch = ({ value, onChange, onEnter, placeholder, clearLabel, 'data-testid': testId }: Props) => (
  <span className="plain-search">
    <PlainIcon definition={SearchOutlined} className="plain-search-icon" aria-hidden />
    <input
      type="text"
      value={value}
      placeholder={placeholder}
      aria-label={placeholder}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onEnter();
      }}
      data-testid={testId}
    />
    {value && (
      <button type="button" aria-label={clearLabel} onClick={() => onChange('')}>
        <PlainIcon definition={CloseCircleFilled} aria-hidden />
      </button>
    )}
  </span>
);
