import { useMemo } from 'react';

import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import UserDeleteOutlined from '@ant-design/icons-svg/es/asn/UserDeleteOutlined';
import type { CrudFilter } from '@refinedev/core';
import { useInvalidate, useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import { ConfirmButton } from '@/components/confirm/confirm-button';
import { PlainAlert } from '@/components/plain/plain-alert';
import { PlainButton } from '@/components/plain/plain-button';
import { ResourceTable } from '@/components/resource/resource-table';
import { useErrorToast } from '@/errors/use-error-toast';
import { RemoveCompanyUserDocument, SetCompanyUserDisabledDocument } from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';
import type { CompanyUser } from '@/graphql/schema.types';
import { COMPANY_USERS } from '@/resources/company-users/resource';

import { AddLearners } from './add-learners';
import type { ManualEditBlock } from './group-edit';

import './group-page.css';

type Props = {
  companyId: string;
  /** Why members cannot be added or removed by hand here; null when they can. */
  editBlock: ManualEditBlock | null;
  /** Managers of the workspace and agents of the group (spec 02 §6: removal is shown to them). */
  runsGroup: boolean;
  /** The group is still loading and the reader probably runs it: the places of the add box and of each row's remove button are kept. */
  keepRunnerPlaces: boolean;
};

/** The group's learners: enable or disable each, remove from the group, add by e-mail. */
export const LearnersTab = ({ companyId, editBlock, runsGroup, keepRunnerPlaces }: Props) => {
  const { t } = useTranslation('group');
  const showError = useErrorToast();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const canAddRemove = runsGroup && !editBlock;
  // The same array on every render: the table's query is built from it.
  const permanentFilters = useMemo((): CrudFilter[] => [{ field: 'companyId', operator: 'eq', value: companyId }], [companyId]);

  const refresh = () =>
    Promise.all([
      invalidate({ resource: 'companyUsers', invalidates: ['list'] }),
      invalidate({ resource: 'companies', invalidates: ['detail'], id: companyId }),
    ]);

  const setDisabled = async (row: CompanyUser, disabled: boolean) => {
    try {
      await runOperation(SetCompanyUserDisabledDocument, {
        companyId,
        userId: row.userId,
        disabled,
      });
      open?.({ type: 'success', message: disabled ? t('learners.disabled') : t('learners.enabled'), key: `group-learner-status-${row.id}` });
      await refresh();
    } catch (error) {
      showError(error);
    }
  };

  const remove = async (row: CompanyUser) => {
    try {
      await runOperation(RemoveCompanyUserDocument, {
        input: { companyId, userIdOrEmail: row.userId, addRemove: 'remove', noEmail: true },
      });
      open?.({ type: 'success', message: t('learners.removed'), key: `group-learner-removed-${row.id}` });
      await refresh();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <div className="plain-stack" data-gap="middle">
      {editBlock ? <PlainAlert message={t(`editBlock.${editBlock}`)} data-testid="manual-edit-notice" /> : null}
      {canAddRemove ? <AddLearners companyId={companyId} /> : null}
      {keepRunnerPlaces ? <div className="add-learners-place" aria-hidden /> : null}
      <ResourceTable
        declaration={COMPANY_USERS.table}
        permanentFilters={permanentFilters}
        actionColumn={(row) => (
          <div className="plain-row" data-testid={`learner-actions-${row.email}`}>
            {row.isDisabled ? (
              <ConfirmButton
                size="small"
                icon={<PlainIcon definition={CheckCircleOutlined} aria-hidden />}
                question={t('learners.enableQuestion', { name: row.fullName || row.email })}
                onConfirm={() => setDisabled(row, false)}
              >
                {t('learners.enable')}
              </ConfirmButton>
            ) : (
              <ConfirmButton
                size="small"
                icon={<PlainIcon definition={StopOutlined} aria-hidden />}
                question={t('learners.disableQuestion', { name: row.fullName || row.email })}
                onConfirm={() => setDisabled(row, true)}
              >
                {t('learners.disable')}
              </ConfirmButton>
            )}
            {canAddRemove ? (
              <ConfirmButton
                size="small"
                danger
                icon={<PlainIcon definition={UserDeleteOutlined} aria-hidden />}
                question={t('learners.removeQuestion', { name: row.fullName || row.email })}
                onConfirm={() => remove(row)}
              >
                {t('learners.remove')}
              </ConfirmButton>
            ) : keepRunnerPlaces ? (
              // The rows often come before the group: the button's place is kept, or the actions column
              // widened when it came and every column moved (issue 31, layout shift).
              <span className="plain-confirm-anchor remove-learner-place" aria-hidden>
                <PlainButton size="small" danger icon={<PlainIcon definition={UserDeleteOutlined} aria-hidden />} tabIndex={-1}>
                  {t('learners.remove')}
                </PlainButton>
              </span>
            ) : null}
          </div>
        )}
      />
    </div>
  );
};
