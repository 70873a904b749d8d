import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';

import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import FilterOutlined from '@ant-design/icons-svg/es/asn/FilterOutlined';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import { lazyAntd } from '@/components/antd-scope/lazy-antd';
import { usePopoverFocus } from '@/components/confirm/use-popover-focus';
import { PlainButton } from '@/components/plain/plain-button';
import { PlainChip } from '@/components/plain/plain-chip';
import { PlainPopover } from '@/components/plain/plain-popover';
import { Spinner } from '@/components/plain/spinner';
import type { FilterDeclaration } from '@/resources/declaration';

import type { FilterFormProps } from './filter-form';
import { ReferenceName } from './reference-name';
import { AppliedFilter, FilterValue } from './table-logic';

/** The popover's form (antd's form and selects), fetched with antd when first wanted (filter-form.tsx). */
const FilterForm = lazyAntd<FilterFormProps>(async () => (await import('./filter-form')).FilterForm);

type Props<Row> = {
  declarations: Array<FilterDeclaration<Row>>;
  applied: AppliedFilter[];
  onApply: (filter: AppliedFilter) => void;
  onRemove: (field: string) => void;
  /** The page's workspace, which scopes a reference filter's options. */
  workspaceId?: string;
};

/** An applied filter's value as its tag shows it: a range as "10 – 90", a reference by name, an enum's value by its label. */
const FilterValueText = <Row,>({ declaration, value }: { declaration?: FilterDeclaration<Row>; value: FilterValue }) => {
  const { t } = useTranslation('resources');
  if (Array.isArray(value)) return <>{`${value[0]} – ${value[1]}`}</>;
  if (declaration?.reference && typeof value === 'string') return <ReferenceName reference={declaration.reference} id={value} />;
  // A yes/no field's value as its form offered it ("Disabled equals No"), not the raw "false".
  if (declaration?.kind === 'boolean' && typeof value === 'boolean') return <>{t(value ? 'table.yes' : 'table.no')}</>;
  const option = declaration?.options?.find((item) => item.value === value);
  return <>{option?.label ? t(option.label) : String(value)}</>;
};

/** The Filter button, its form (field, operator, value) and the applied filters as closable tags. */
export const TableFilters = <Row,>({ declarations, applied, onApply, onRemove, workspaceId }: Props<Row>) => {
  const { t } = useTranslation('resources');
  const { open, setOpen, opener, content } = usePopoverFocus();
  const ids = useId();
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // After a removal, focus goes to the next filter's remove button, else the previous one's, else the Filter button.
  const [focusAfterRemoval, setFocusAfterRemoval] = useState<{ field: string | null } | null>(null);
  useEffect(() => {
    if (!focusAfterRemoval) return;
    const target = focusAfterRemoval.field ? removeButtons.current.get(focusAfterRemoval.field) : opener.current;
    (target ?? opener.current)?.focus();
    setFocusAfterRemoval(null);
  }, [focusAfterRemoval, applied, opener]);
  const closeForm = useCallback(() => setOpen(false), [setOpen]);
  const remove = (field: string) => {
    const index = applied.findIndex((filter) => filter.field === field);
    const neighbour = applied[index + 1] ?? applied[index - 1];
    setFocusAfterRemoval({ field: neighbour ? neighbour.field : null });
    onRemove(field);
  };
  return (
    <div className="plain-row">
      <PlainPopover
        open={open}
        onClose={closeForm}
        label={t('table.filter')}
        opener={
          <PlainButton
            ref={opener}
            icon={<PlainIcon definition={FilterOutlined} aria-hidden />}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            // The form's code starts loading as soon as the button is pointed at or focused.
            onPointerEnter={FilterForm.preload}
            onFocus={FilterForm.preload}
            data-testid="filter-button"
          >
            {t('table.filter')}
          </PlainButton>
        }
      >
        <Suspense fallback={<Spinner size="small" label={t('table.loading')} />}>
          <FilterForm declarations={declarations} onApply={onApply} onDone={closeForm} content={content} workspaceId={workspaceId} />
        </Suspense>
      </PlainPopover>
      {applied.map((filter) => {
        const applies = declarations.find((item) => item.field === filter.field);
        const textId = `${ids}-applied-${filter.field}`;
        const closeId = `${textId}-remove`;
        return (
          <PlainChip key={filter.field} data-testid="applied-filter" style={{ paddingInlineEnd: 0 }}>
            <span id={textId}>
              {applies ? t(applies.title) : filter.field} {t(`operators.${filter.operator}`)} <FilterValueText declaration={applies} value={filter.value} />
            </span>
            {/* A real button, named "Remove filter" and the filter it removes. */}
            <PlainButton
              id={closeId}
              ref={(button) => {
                if (button instanceof HTMLButtonElement) removeButtons.current.set(filter.field, button);
                else removeButtons.current.delete(filter.field);
              }}
              variant="text"
              size="small"
              icon={<PlainIcon definition={CloseOutlined} aria-hidden />}
              aria-label={t('table.removeFilter')}
              aria-labelledby={`${closeId} ${textId}`}
              onClick={() => remove(filter.field)}
              onKeyDown={(event) => {
                if (event.key !== 'Delete' && event.key !== 'Backspace') return;
                event.preventDefault();
                remove(filter.field);
              }}
              data-testid="remove-filter"
            />
          </PlainChip>
        );
      })}
    </div>
  );
};
