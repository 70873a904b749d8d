import { useGetLocale } from '@refinedev/core';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';

import { useErrorToast } from '@/errors/use-error-toast';
import { SUPPORTED_LANGUAGES } from '@/providers/language';
import { useLanguagePreference } from '@/providers/language-preference';

/** The interface language, saved as currentLanguage in the user's metadata (spec 02 §2, §9), so it follows them. */
export const SettingsTab = () => {
  const { t } = useTranslation('account');
  const locale = useGetLocale();
  const choose = useLanguagePreference();
  const showError = useErrorToast();
  return (
    <Form layout="vertical" style={{ maxWidth: 320 }}>
      <Form.Item label={t('settings.language')} htmlFor="settings-language">
        <Select
          id="settings-language"
          data-testid="language-select"
          value={locale()}
          onChange={(language: string) => void choose(language).catch(showError)}
          options={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: t(`settings.languages.${language}`) }))}
        />
      </Form.Item>
    </Form>
  );
};
