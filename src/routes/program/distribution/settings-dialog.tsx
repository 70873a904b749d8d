import { useMemo, useState } from 'react';

import { DISTRIBUTION_DATE_FORMAT, DistributionSettings, distributionFlagRules, distributionRules, ProgramFacts } from '@shared/distribution-rules';
import { problemsOf } from '@shared/row-rules';
import { App, Checkbox, DatePicker, Form, InputNumber, Modal, Space, Switch, Typography } from 'antd';
import dayjs, { Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useTranslation } from 'react-i18next';

dayjs.extend(utc);
dayjs.extend(timezone);

type DateField = 'futureDistribution' | 'absoluteDeadline' | 'dueDate';
type Toggleable = DateField | 'relativeDeadline';
type Flag = 'manualReviewsSkipEndorsment' | 'showHintsAfterAssessmentsCompleted' | 'hideAssessmentsAfterCompleted';

type Draft = { enabled: Record<Toggleable, boolean>; dates: Record<DateField, Dayjs | null>; days: number | null; flags: Record<Flag, boolean> };

const DEADLINES: readonly Toggleable[] = ['absoluteDeadline', 'relativeDeadline', 'dueDate'];

const EMPTY: Draft = {
  enabled: { futureDistribution: false, absoluteDeadline: false, relativeDeadline: false, dueDate: false },
  dates: { futureDistribution: null, absoluteDeadline: null, dueDate: null },
  days: null,
  flags: { manualReviewsSkipEndorsment: false, showHintsAfterAssessmentsCompleted: false, hideAssessmentsAfterCompleted: false },
};

/**
 * The pickers show the workspace's wall clock (their values are that clock's date and time, whatever
 * the browser's zone): the instant in UTC is that wall clock read in the workspace's zone.
 */
const instantOf = (wallClock: Dayjs, timeZone: string): string => dayjs.tz(wallClock.format('YYYY-MM-DDTHH:mm:ss'), timeZone).toISOString();

/** Now on the workspace's wall clock, as the pickers hold it. */
const wallClockNow = (timeZone: string): Dayjs => dayjs(dayjs().tz(timeZone).format('YYYY-MM-DDTHH:mm:ss'));

/** The settings the draft says, only what is switched on; dates as UTC instants. */
export const settingsOf = (draft: Draft, timeZone: string): DistributionSettings => {
  const date = (field: DateField) => (draft.enabled[field] && draft.dates[field] ? instantOf(draft.dates[field], timeZone) : null);
  return {
    futureDistribution: date('futureDistribution'),
    absoluteDeadline: date('absoluteDeadline'),
    relativeDeadline: draft.enabled.relativeDeadline ? draft.days : null,
    dueDate: date('dueDate'),
    ...draft.flags,
  };
};

/**
 * Enabling a start date clears and disables the three deadlines; enabling one deadline disables
 * the other two (spec 02 §5).
 */
const switchOn = (draft: Draft, field: Toggleable, on: boolean): Draft => {
  const enabled = { ...draft.enabled, [field]: on };
  const dates = { ...draft.dates };
  let days = draft.days;
  if (field === 'futureDistribution' && on) {
    for (const deadline of DEADLINES) enabled[deadline] = false;
    dates.absoluteDeadline = null;
    dates.dueDate = null;
    days = null;
  }
  if (!on && field !== 'relativeDeadline') dates[field] = null;
  if (!on && field === 'relativeDeadline') days = null;
  return { ...draft, enabled, dates, days };
};

const lockedBy = (draft: Draft, field: Toggleable): boolean =>
  field !== 'futureDistribution' && (draft.enabled.futureDistribution || DEADLINES.some((other) => other !== field && draft.enabled[other]));

type Props = {
  open: boolean;
  program: ProgramFacts;
  groups: number;
  /** The workspace's IANA zone: the pickers' dates and times are its. */
  timeZone: string;
  onCancel: () => void;
  onConfirmed: (settings: DistributionSettings) => Promise<void>;
};

/** The settings dialog before distributing to new groups, then 'Are you sure to continue?'. */
export const SettingsDialog = ({ open, program, groups, timeZone, onCancel, onConfirmed }: Props) => {
  const { t } = useTranslation('group');
  const { t: translate } = useTranslation('common');
  const { modal } = App.useApp();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const settings = settingsOf(draft, timeZone);
  const problems = useMemo(
    () => problemsOf([...distributionRules(Date.now()), ...distributionFlagRules(program)], settings),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed per draft
    [draft, program, timeZone],
  );
  const incomplete =
    (['futureDistribution', 'absoluteDeadline', 'dueDate'] as const).some((field) => draft.enabled[field] && !draft.dates[field]) ||
    (draft.enabled.relativeDeadline && draft.days === null);
  const problemOf = (field: string) => problems.find((problem) => problem.field === field);
  const now = wallClockNow(timeZone);
  const minimum = draft.enabled.futureDistribution && draft.dates.futureDistribution ? draft.dates.futureDistribution : now;

  const confirm = () =>
    modal.confirm({
      title: t('distribution.confirm'),
      okText: t('distribution.continue'),
      cancelText: t('distribution.cancel'),
      okButtonProps: { 'data-testid': 'distribution-confirm-ok' },
      onOk: async () => {
        await onConfirmed(settings);
        setDraft(EMPTY);
      },
    });

  const dateRow = (field: DateField) => (
    <Form.Item
      key={field}
      label={t(`distribution.fields.${field}`)}
      validateStatus={problemOf(field) ? 'error' : undefined}
      help={problemOf(field) ? translate(`validation.${problemOf(field)?.message}`) : undefined}
    >
      <Space>
        <Switch
          size="small"
          checked={draft.enabled[field]}
          disabled={lockedBy(draft, field)}
          onChange={(on) => setDraft(switchOn(draft, field, on))}
          aria-label={t(`distribution.enable.${field}`)}
          data-testid={`distribution-enable-${field}`}
        />
        <DatePicker
          showTime={{ format: 'h:mm A' }}
          format={DISTRIBUTION_DATE_FORMAT}
          value={draft.dates[field]}
          disabled={!draft.enabled[field]}
          disabledDate={(day) => day.isBefore(field === 'futureDistribution' ? now : minimum, 'day')}
          onChange={(value: Dayjs | null) => setDraft({ ...draft, dates: { ...draft.dates, [field]: value } })}
          aria-label={t(`distribution.fields.${field}`)}
          data-testid={`distribution-date-${field}`}
        />
      </Space>
    </Form.Item>
  );

  const flag = (name: Flag) => (
    <Checkbox
      key={name}
      checked={draft.flags[name]}
      onChange={(event) => setDraft({ ...draft, flags: { ...draft.flags, [name]: event.target.checked } })}
      data-testid={`distribution-flag-${name}`}
    >
      {t(`distribution.fields.${name}`)}
    </Checkbox>
  );

  return (
    <Modal
      open={open}
      title={t('distribution.settingsTitle', { count: groups })}
      okText={t('distribution.save')}
      cancelText={t('distribution.cancel')}
      okButtonProps={{ disabled: problems.length > 0 || incomplete, 'data-testid': 'distribution-settings-ok' }}
      onOk={confirm}
      onCancel={() => {
        setDraft(EMPTY);
        onCancel();
      }}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="distribution-settings">
        {dateRow('futureDistribution')}
        {dateRow('absoluteDeadline')}
        <Form.Item
          label={t('distribution.fields.relativeDeadline')}
          validateStatus={problemOf('relativeDeadline') ? 'error' : undefined}
          help={problemOf('relativeDeadline') ? translate(`validation.${problemOf('relativeDeadline')?.message}`) : undefined}
        >
          <Space>
            <Switch
              size="small"
              checked={draft.enabled.relativeDeadline}
              disabled={lockedBy(draft, 'relativeDeadline')}
              onChange={(on) => setDraft(switchOn(draft, 'relativeDeadline', on))}
              aria-label={t('distribution.enable.relativeDeadline')}
              data-testid="distribution-enable-relativeDeadline"
            />
            <InputNumber
              min={0}
              precision={0}
              value={draft.days}
              disabled={!draft.enabled.relativeDeadline}
              onChange={(value) => setDraft({ ...draft, days: value })}
              addonAfter={t('distribution.days')}
              aria-label={t('distribution.fields.relativeDeadline')}
              data-testid="distribution-days"
            />
          </Space>
        </Form.Item>
        {dateRow('dueDate')}
        <Space direction="vertical">
          {program.manualReviews ? flag('manualReviewsSkipEndorsment') : null}
          {program.hasAssessments ? [flag('showHintsAfterAssessmentsCompleted'), flag('hideAssessmentsAfterCompleted')] : null}
        </Space>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('distribution.zoneNote', { zone: timeZone })}
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
};
