import { useGetLocale, useSetLocale } from '@refinedev/core';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';

import { SUPPORTED_LANGUAGES } from '@/providers/i18n';

/** The interface language, saved as currentLanguage (spec 02 §2, §9). */
export const SettingsTab = () => {
  const { t } = useTranslation('account');
  const locale = useGetLocale();
  const setLocale = useSetLocale();
  return (
    <Form layout="vertical" style={{ maxWidth: 320 }}>
      <Form.Item label={t('settings.language')} htmlFor="settings-language">
        <Select
          id="settings-language"
          data-testid="language-select"
          value={locale()}
          onChange={(language: string) => void setLocale(language)}
          options={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: t(`settings.languages.${language}`) }))}
        />
      </Form.Item>
    </Form>
  );
};
