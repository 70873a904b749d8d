import { useEffect, useMemo, useReducer, useRef, useState } from 'react';

import { useNotification } from '@refinedev/core';
import { Button, Flex, Modal, Space, Spin, Steps } from 'antd';
import { useTranslation } from 'react-i18next';

import { bannerProblems } from '@shared/banner-rules';

import { useErrorToast } from '@/errors/use-error-toast';
import { CreateNotificationBannerDocument, UpdateNotificationBannerDocument } from '@/graphql/types';
import type { CreateNotificationBannerMutationVariables } from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';

import { BannerDetailsStep } from './banner-details-step';
import {
  bannerDataOf,
  bannerFormReducer,
  buildBannerPayload,
  defaultBannerForm,
  fieldHints,
  formFromBanner,
  nextStepFrom,
  StoredBanner,
  WizardStep,
} from './banner-form';
import { ProductCodesStep } from './product-codes-step';
import { ReviewStep } from './review-step';

/** Spec 01 §9: the success modal follows the launch after four seconds. */
export const LAUNCH_MODAL_DELAY_MS = 4_000;

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

type BannerWizardProps = {
  /** The banner being edited; none when creating. */
  banner: StoredBanner | null;
  /** Launch modal's "Create another banner". */
  onCreateAnother: () => void;
  /** Launch modal's OK, and a saved edit: back to the history. */
  onDone: () => void;
};

const STEP_TITLES = ['steps.create', 'steps.products', 'steps.review'] as const;

/** The three-step banner wizard (spec 01 §2, §4, §5), creating or editing one banner. */
export const BannerWizard = ({ banner, onCreateAnother, onDone }: BannerWizardProps) => {
  const { t } = useTranslation('banners');
  const { open } = useNotification();
  const showError = useErrorToast();
  const editing = banner !== null;
  const [openedAt] = useState(() => Date.now());
  const [state, dispatch] = useReducer(bannerFormReducer, banner, (initial) => (initial ? formFromBanner(initial) : defaultBannerForm(openedAt)));
  const [step, setStep] = useState<WizardStep>(0);
  // After a blocked move, the fields that still fail are marked red (and clear as they are fixed).
  const [markProblems, setMarkProblems] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [launched, setLaunched] = useState(false);
  const hints = useMemo(() => fieldHints(state, editing), [state, editing]);
  const invalid = useMemo(
    () => new Set<string>(markProblems ? bannerProblems(bannerDataOf(state, Date.now()), { editing, now: Date.now() }).map((problem) => problem.field) : []),
    [markProblems, state, editing],
  );

  const stepRegion = useRef<HTMLElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRegion.current?.focus();
  }, [step]);

  const next = () => {
    const move = nextStepFrom(step, state, { editing, now: Date.now() });
    setMarkProblems(move.problems.length > 0);
    setStep(move.step);
    // Spec 01 §5: validation failures are browser alerts.
    if (move.alert) window.alert(t(`validation.${move.alert}`));
  };

  const launch = async () => {
    const startedAt = Date.now();
    setSubmitting(true);
    try {
      const bannerData = buildBannerPayload(state, { editing: false, now: startedAt }) as CreateNotificationBannerMutationVariables['bannerData'];
      await runOperation(CreateNotificationBannerDocument, { bannerData });
      // Spec 01 §7 (calls table): the create answers with a success toast; the modal follows after four seconds.
      open?.({ type: 'success', message: t('launch.launched'), key: `banner-launched-${state.bannerId}` });
      await wait(Math.max(0, startedAt + LAUNCH_MODAL_DELAY_MS - Date.now()));
      setLaunched(true);
    } catch (error) {
      showError(error);
    } finally {
      setSubmitting(false);
    }
  };

  const save = async () => {
    if (!banner) return;
    setSubmitting(true);
    try {
      const bannerData = buildBannerPayload(state, { editing: true, now: Date.now() });
      await runOperation(UpdateNotificationBannerDocument, {
        bannerId: banner.bannerId,
        bannerData,
      });
      open?.({ type: 'success', message: t('launch.saved'), key: `banner-saved-${banner.bannerId}` });
      onDone();
    } catch (error) {
      showError(error);
    } finally {
      setSubmitting(false);
    }
  };

  const startOver = () => {
    dispatch({ type: 'reset', now: Date.now() });
    setMarkProblems(false);
    setStep(0);
  };

  return (
    <Spin spinning={submitting} tip={editing ? undefined : t('launch.launching')}>
      <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="banner-wizard">
        <Steps
          current={step}
          items={[{ title: t(editing ? 'steps.edit' : 'steps.create') }, { title: t(STEP_TITLES[1]) }, { title: t(STEP_TITLES[2]) }]}
          style={{ maxWidth: 880 }}
        />
        {/* Moving to a step moves focus to it (named after it), so a keyboard or screen reader user starts there. */}
        <section
          ref={stepRegion}
          tabIndex={-1}
          aria-label={t(step === 0 && editing ? 'steps.edit' : STEP_TITLES[step])}
          style={{ outline: 'none' }}
          data-testid="banner-step"
        >
          {step === 0 && (
            <BannerDetailsStep state={state} dispatch={dispatch} editing={editing} invalid={invalid} hints={hints} defaultExpiry={state.defaultExpiry} />
          )}
          {step === 1 && <ProductCodesStep state={state} dispatch={dispatch} invalid={invalid.has('showToProduct')} />}
          {step === 2 && <ReviewStep state={state} dispatch={dispatch} now={openedAt} />}
        </section>
        <Flex gap={8} data-testid="banner-wizard-footer">
          {step === 2 && (
            <Button onClick={startOver} disabled={editing} data-testid="banner-start-over">
              {t('footer.startOver')}
            </Button>
          )}
          <Button onClick={() => setStep((current) => (current > 0 ? ((current - 1) as WizardStep) : current))} disabled={step === 0}>
            {t('footer.back')}
          </Button>
          {step < 2 ? (
            <Button type="primary" onClick={next} data-testid="banner-next">
              {t('footer.next')}
            </Button>
          ) : (
            <Button type="primary" loading={submitting} onClick={editing ? save : launch} data-testid="banner-submit">
              {t(editing ? 'footer.save' : 'footer.launch')}
            </Button>
          )}
        </Flex>
      </Space>
      <Modal
        open={launched}
        title={t('launch.success')}
        closable={false}
        maskClosable={false}
        footer={[
          <Button key="another" onClick={onCreateAnother}>
            {t('launch.createAnother')}
          </Button>,
          <Button key="ok" type="primary" onClick={onDone}>
            {t('launch.ok')}
          </Button>,
        ]}
      />
    </Spin>
  );
};
