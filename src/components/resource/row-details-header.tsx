import { useTranslation } from 'react-i18next';

/**
 * The header of a table's expand column: antd leaves it empty, and a column of buttons with no
 * header fails td-has-header (issue 27); named for screen readers, invisible as before.
 */
export const RowDetailsHeader = () => {
  const { t } = useTranslation('resources');
  return <span className="plain-visually-hidden">{t('table.rowDetails')}</span>;
};
