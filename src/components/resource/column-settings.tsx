import { useCallback } from 'react';

import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import { usePopoverFocus } from '@/components/confirm/use-popover-focus';
import { PlainButton } from '@/components/plain/plain-button';
import { PlainPopover } from '@/components/plain/plain-popover';

type Props = { columns: Array<{ key: string; title: string }>; hidden: string[]; onChange: (hidden: string[]) => void };

/** Shows or hides the table's columns; the choice is remembered. */
export const ColumnSettings = ({ columns, hidden, onChange }: Props) => {
  const { t } = useTranslation('resources');
  const focus = usePopoverFocus();
  const { setOpen } = focus;
  const close = useCallback(() => setOpen(false), [setOpen]);
  return (
    <PlainPopover
      open={focus.open}
      onClose={close}
      label={t('table.columns')}
      placement="end"
      contentRef={focus.content}
      opener={
        <PlainButton
          ref={focus.opener}
          icon={<PlainIcon definition={SettingOutlined} aria-hidden />}
          aria-haspopup="dialog"
          aria-expanded={focus.open}
          onClick={() => focus.setOpen(!focus.open)}
          data-testid="columns-button"
        >
          {t('table.columns')}
        </PlainButton>
      }
    >
      <div className="plain-column" data-testid="column-settings">
        {columns.map((column) => (
          <label key={column.key} className="plain-check">
            <input
              type="checkbox"
              checked={!hidden.includes(column.key)}
              onChange={(event) => onChange(event.target.checked ? hidden.filter((key) => key !== column.key) : [...hidden, column.key])}
            />
            {t(column.title)}
          </label>
        ))}
      </div>
    </PlainPopover>
  );
};
