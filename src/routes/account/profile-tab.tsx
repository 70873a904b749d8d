import { useState } from 'react';

import { buildFullName, checkProfileNames, exceedsLength, LIMITS } from '@shared/validation';
import { App, Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { toAppError } from '@/errors/normalize-error';
import type { CurrentUser } from '@/providers/auth/current-user';
import { restRequest } from '@/providers/data/http';

/** The page reloads this long after a successful save (spec 02 §4). */
export const PROFILE_RELOAD_DELAY_MS = 2_000;

type Names = { firstName: string; lastName: string };

export const isProfileDirty = (saved: Names, edited: Names): boolean => saved.firstName !== edited.firstName || saved.lastName !== edited.lastName;

/** First and last name with Update (only when changed) and Undo; both names are required. */
export const ProfileTab = ({ user }: { user: CurrentUser }) => {
  const { t } = useTranslation('account');
  const { modal, message } = App.useApp();
  const saved: Names = { firstName: user.profile.firstName, lastName: user.profile.lastName };
  const [edited, setEdited] = useState<Names>(saved);
  const [saving, setSaving] = useState(false);
  const dirty = isProfileDirty(saved, edited);

  const tooLong = (value: string) => exceedsLength(value.trim(), LIMITS.profileNameMaxLength);
  /** The limit's message under a name past it; nothing typed is cut (issue 29). */
  const lengthHelp = (value: string, label: string) =>
    tooLong(value) ? { validateStatus: 'error' as const, help: t('validation.tooLong', { ns: 'common', field: label, max: LIMITS.profileNameMaxLength }) } : {};

  const update = async () => {
    if (tooLong(edited.firstName) || tooLong(edited.lastName)) return;
    if (checkProfileNames(edited.firstName, edited.lastName)) {
      modal.warning({ title: t('missingData.title'), content: t('missingData.body') });
      return;
    }
    setSaving(true);
    try {
      await restRequest('PUT', `/api/v1/users/${encodeURIComponent(user.id)}/profile`, {
        firstName: edited.firstName.trim(),
        lastName: edited.lastName.trim(),
        fullName: buildFullName(edited.firstName, edited.lastName),
      });
      void message.success(t('profile.saved'));
      setTimeout(() => window.location.reload(), PROFILE_RELOAD_DELAY_MS);
    } catch (error) {
      modal.error({
        title: t('saveError.title'),
        content: (
          <Space direction="vertical">
            <Typography.Text>{t('saveError.body')}</Typography.Text>
            <Typography.Text>{t('saveError.notSaved')}</Typography.Text>
            <Typography.Text type="secondary">{toAppError(error).message}</Typography.Text>
          </Space>
        ),
      });
      setSaving(false);
    }
  };

  return (
    <Form layout="vertical" style={{ maxWidth: 480 }} onFinish={() => void update()}>
      <Form.Item label={t('profile.firstName')} htmlFor="profile-first-name" {...lengthHelp(edited.firstName, t('profile.firstName'))}>
        <Input
          id="profile-first-name"
          value={edited.firstName}
          count={{ show: true, max: LIMITS.profileNameMaxLength }}
          onChange={(event) => setEdited({ ...edited, firstName: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('profile.lastName')} htmlFor="profile-last-name" {...lengthHelp(edited.lastName, t('profile.lastName'))}>
        <Input
          id="profile-last-name"
          value={edited.lastName}
          count={{ show: true, max: LIMITS.profileNameMaxLength }}
          onChange={(event) => setEdited({ ...edited, lastName: event.target.value })}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" disabled={!dirty} loading={saving}>
          {t('profile.update')}
        </Button>
        <Button disabled={!dirty || saving} onClick={() => setEdited(saved)}>
          {t('profile.undo')}
        </Button>
      </Space>
    </Form>
  );
};
