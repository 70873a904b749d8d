import { useState, type Dispatch } from 'react';

import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Radio, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

import type { BannerType } from '@shared/banner-rules';
import { PRODUCT_HOME_LINK } from '@shared/constants';

import { SectionTitle } from '@/components/page-title/section-title';

import type { BannerFormAction, BannerFormState, FieldHints } from './banner-form';
import { US_DATE } from './banner-labels';
import { ColorSwatches } from './color-swatches';

type BannerDetailsStepProps = {
  state: BannerFormState;
  dispatch: Dispatch<BannerFormAction>;
  editing: boolean;
  /** Fields the last failed check named: they get a red border. */
  invalid: ReadonlySet<string>;
  hints: FieldHints;
  defaultExpiry: number;
};

/** Step 1 of the wizard (spec 01 §2): id, text, colour, call to action, expiry and platforms. */
export const BannerDetailsStep = ({ state, dispatch, editing, invalid, hints, defaultExpiry }: BannerDetailsStepProps) => {
  const { t } = useTranslation('banners');
  // A field's hint waits until it is typed in (or a move was blocked): a fresh form shows no red.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const shown = (field: keyof FieldHints) => (touched.has(field) || invalid.has(field) ? hints[field] : undefined);
  const statusOf = (field: string) => (invalid.has(field) || (touched.has(field) && field in hints) ? 'error' : '');
  const hintOf = (field: keyof FieldHints) => (shown(field) ? t(`validation.${shown(field)}`) : undefined);
  const touch = (field: keyof FieldHints) => setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  const setText = (field: 'bannerId' | 'bannerText' | 'minRangeCopy' | 'maxRangeCopy', value: string) => {
    touch(field);
    dispatch({ type: 'setText', field, value });
  };

  return (
    <Form layout="vertical" style={{ maxWidth: 720 }} data-testid="banner-details-step">
      <Form.Item label={t('details.bannerId')} htmlFor="banner-id" validateStatus={statusOf('bannerId')} help={editing ? undefined : hintOf('bannerId')}>
        <Input
          value={state.bannerId}
          disabled={editing}
          placeholder={t('details.bannerIdPlaceholder')}
          onChange={(event) => setText('bannerId', event.target.value)}
          id="banner-id"
          data-testid="banner-id"
        />
      </Form.Item>
      <Form.Item
        label={t('details.bannerText')}
        htmlFor="banner-text"
        validateStatus={statusOf('bannerText')}
        help={hintOf('bannerText')}
        extra={`${t('details.characterLimit')} (${state.bannerText.length}/280)`}
      >
        <Input.TextArea
          value={state.bannerText}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => setText('bannerText', event.target.value)}
          id="banner-text"
          data-testid="banner-text"
        />
      </Form.Item>
      <Form.Item label={<span id="banner-color-label">{t('details.color')}</span>}>
        <ColorSwatches
          value={state.bannerColor}
          onChange={(color) => dispatch({ type: 'setText', field: 'bannerColor', value: color })}
          labelledBy="banner-color-label"
        />
      </Form.Item>

      <SectionTitle>{t('details.cta')}</SectionTitle>
      <Form.Item extra={editing ? t('details.ctaLocked') : undefined}>
        <Checkbox
          checked={state.ctaEnabled}
          disabled={editing}
          onChange={(event) => dispatch({ type: 'setCta', enabled: event.target.checked })}
          data-testid="banner-cta"
        >
          {t('details.ctaOption')}
        </Checkbox>
      </Form.Item>
      {state.ctaEnabled && (
        <>
          <Form.Item label={t('details.ctaType')}>
            <Radio.Group
              value={state.type}
              disabled={editing}
              onChange={(event) => dispatch({ type: 'setBannerType', bannerType: event.target.value as BannerType })}
            >
              <Radio value="text">{t('details.typeText')}</Radio>
              <Radio value="range10">{t('details.typeRange10')}</Radio>
              <Radio value="range5">{t('details.typeRange5')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item
            label={t(state.type === 'text' ? 'details.buttonLabel' : 'details.submitLabel')}
            htmlFor="banner-cta-label"
            validateStatus={statusOf('ctaLabel')}
            help={hintOf('ctaLabel')}
          >
            <Input
              value={state.ctaButton?.label ?? ''}
              placeholder={state.type === 'text' ? undefined : t('bannerStrip.submit', { ns: 'shell' })}
              onChange={(event) => {
                touch('ctaLabel');
                dispatch({ type: 'setButton', field: 'label', value: event.target.value });
              }}
              id="banner-cta-label"
              data-testid="banner-cta-label"
            />
          </Form.Item>
          {state.type === 'text' ? (
            <Form.Item label={t('details.buttonUrl')} htmlFor="banner-cta-url" validateStatus={statusOf('ctaUrl')}>
              <Input
                value={state.ctaButton?.url ?? ''}
                placeholder="https://"
                onChange={(event) => {
                  touch('ctaUrl');
                  dispatch({ type: 'setButton', field: 'url', value: event.target.value });
                }}
                id="banner-cta-url"
                data-testid="banner-cta-url"
              />
            </Form.Item>
          ) : (
            <>
              <Typography.Paragraph type="secondary">{t('details.homeLink', { link: PRODUCT_HOME_LINK })}</Typography.Paragraph>
              <Space size="middle" wrap>
                <Form.Item label={t('details.minRangeCopy')} htmlFor="banner-min-range" validateStatus={statusOf('minRangeCopy')} help={hintOf('minRangeCopy')}>
                  <Input
                    value={state.minRangeCopy ?? ''}
                    placeholder={t('bannerStrip.leastLikely', { ns: 'shell' })}
                    onChange={(event) => setText('minRangeCopy', event.target.value)}
                    id="banner-min-range"
                    data-testid="banner-min-range"
                  />
                </Form.Item>
                <Form.Item label={t('details.maxRangeCopy')} htmlFor="banner-max-range" validateStatus={statusOf('maxRangeCopy')} help={hintOf('maxRangeCopy')}>
                  <Input
                    value={state.maxRangeCopy ?? ''}
                    placeholder={t('bannerStrip.mostLikely', { ns: 'shell' })}
                    onChange={(event) => setText('maxRangeCopy', event.target.value)}
                    id="banner-max-range"
                    data-testid="banner-max-range"
                  />
                </Form.Item>
              </Space>
            </>
          )}
        </>
      )}

      <SectionTitle>{t('details.expiry')}</SectionTitle>
      <Form.Item extra={state.expiryEnabled ? t('details.expiryNoDate') : t('details.expiryDefault', { date: dayjs(defaultExpiry).format(US_DATE) })}>
        <Checkbox
          checked={state.expiryEnabled}
          onChange={(event) => dispatch({ type: 'setExpiry', enabled: event.target.checked })}
          data-testid="banner-expiry"
        >
          {t('details.expiryOption')}
        </Checkbox>
      </Form.Item>
      {state.expiryEnabled && (
        <Form.Item label={t('details.expiryDate')} htmlFor="banner-expiry-date" validateStatus={statusOf('expirationTime')}>
          <DatePicker
            format={US_DATE}
            value={state.expiryDate === null ? null : dayjs(state.expiryDate)}
            disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
            onChange={(day) => dispatch({ type: 'setExpiryDate', date: day ? day.endOf('day').valueOf() : null })}
            id="banner-expiry-date"
            data-testid="banner-expiry-date"
          />
        </Form.Item>
      )}
      <Form.Item label={t('details.dismissForDays')} htmlFor="banner-dismiss-days" extra={t('details.dismissForDaysHelp')}>
        <InputNumber
          min={1}
          max={10_000}
          precision={0}
          value={state.dismissForDays}
          onChange={(days) => dispatch({ type: 'setDismissForDays', days: days ?? null })}
          id="banner-dismiss-days"
        />
      </Form.Item>

      <SectionTitle>{t('details.platforms')}</SectionTitle>
      <Form.Item validateStatus={statusOf('showToPlatform')} help={invalid.has('showToPlatform') ? t('validation.platformRequired') : undefined}>
        <Space>
          {(['web', 'dashboard'] as const).map((platform) => (
            <Checkbox
              key={platform}
              checked={state.showToPlatform.includes(platform)}
              onChange={() => dispatch({ type: 'togglePlatform', platform })}
              data-testid={`banner-platform-${platform}`}
            >
              {t(platform === 'web' ? 'details.platformWeb' : 'details.platformDashboard')}
            </Checkbox>
          ))}
        </Space>
      </Form.Item>
      <Button onClick={() => dispatch({ type: 'reset', now: Date.now() })} disabled={editing} data-testid="banner-reset">
        {t('details.reset')}
      </Button>
    </Form>
  );
};
