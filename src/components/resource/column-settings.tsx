import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space } from 'antd';
import { useTranslation } from 'react-i18next';

import { usePopoverFocus } from '@/components/confirm/use-popover-focus';

type Props = { columns: Array<{ key: string; title: string }>; hidden: string[]; onChange: (hidden: string[]) => void };

/** Shows or hides the table's columns; the choice is remembered. */
export const ColumnSettings = ({ columns, hidden, onChange }: Props) => {
  const { t } = useTranslation('resources');
  const focus = usePopoverFocus();
  const content = (
    <Space direction="vertical" ref={focus.content} data-testid="column-settings">
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          checked={!hidden.includes(column.key)}
          onChange={(event) => onChange(event.target.checked ? hidden.filter((key) => key !== column.key) : [...hidden, column.key])}
        >
          {t(column.title)}
        </Checkbox>
      ))}
    </Space>
  );
  return (
    <Popover trigger="click" {...focus.popover} content={content} placement="bottomRight">
      <Button ref={focus.opener} icon={<SettingOutlined aria-hidden />} aria-haspopup="dialog" aria-expanded={focus.open} data-testid="columns-button">
        {t('table.columns')}
      </Button>
    </Popover>
  );
};
