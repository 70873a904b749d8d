import { type FormEvent, useCallback, useId, useState } from 'react';

import { type BaseRecord, useForm, useWarnAboutChange } from '@refinedev/core';

import { isAppError } from '@/errors/normalize-error';
import { type FormDeclaration, type FormFieldDeclaration } from '@/resources/declaration';

import { fieldKeyOf, fieldsToRecheck, initialValuesOf, ruleProblemsByField, ruleProblemText, submittedValues, valueAt, withValue } from './form-logic';
import { controlIdOf, fieldMessage } from './plain-form-logic';
import { useDeclaredForm } from './use-declared-form';

export type PlainFormOptions = {
  declaration: FormDeclaration;
  id?: string;
  fixedValues?: Record<string, unknown>;
  onSaved?: (id: string) => void;
};

/** Moves focus to a field's control and brings it into view (a message under it wants reading). */
const focusControl = (controlId: string) => {
  const control = document.getElementById(controlId);
  control?.focus({ preventScroll: true });
  control?.scrollIntoView({ block: 'center' });
};

/**
 * The plain form's state and saving: ResourceForm's behaviour with Refine's headless useForm
 * (@refinedev/core) instead of antd's Form. Values live here, messages by field key; the fields'
 * messages follow each change as antd's did (validated on change), and all of them on Save.
 */
export const usePlainForm = <Row extends BaseRecord>({ declaration, id, fixedValues, onSaved }: PlainFormOptions) => {
  const { t, action, shownFields, text, labelOf, fieldOfServerError, serverMessage, untouchedRefetch, saveOptions } = useDeclaredForm(declaration, id);
  const formId = useId();
  const { setWarnWhen } = useWarnAboutChange();
  const [messages, setMessages] = useState<ReadonlyMap<string, string>>(new Map());
  const [touched, setTouched] = useState(false);
  const { onFinish, query, formLoading, mutation } = useForm<Row>({
    ...saveOptions,
    onMutationSuccess: (data) => {
      // Saved: the record read again after it is what the fields show.
      setTouched(false);
      onSaved?.(String(data.data.id ?? id));
    },
    onMutationError: (error) => {
      const field = fieldOfServerError(error);
      if (!field) return;
      setMessages((current) => new Map(current).set(fieldKeyOf(field), serverMessage(error)));
      focusControl(controlIdOf(formId, fieldKeyOf(field)));
    },
  });

  // The record read (edit) fills the fields, again after each reload (a save, someone else's
  // change) unless this user is changing them (a reload of the same record does not wipe what
  // they chose); another record always does. A new record starts with the server's defaults.
  const record = query?.data?.data as Record<string, unknown> | undefined;
  const [values, setValues] = useState<Record<string, unknown>>(() => (action === 'create' ? initialValuesOf(declaration.fields) : (record ?? {})));
  const [shown, setShown] = useState({ record, id });
  if (record !== shown.record || id !== shown.id) {
    setShown({ record, id });
    if (id !== shown.id || !touched) {
      setValues(record ?? {});
      setMessages(new Map());
      setTouched(false);
    }
  }
  untouchedRefetch.current = () => {
    if (!touched) void query?.refetch();
  };

  // Rules across fields see the whole record being edited, the values a new one is created with included.
  const rowOf = useCallback((current: Record<string, unknown>) => ({ ...(action === 'create' ? fixedValues : {}), ...current }), [action, fixedValues]);
  const messageOf = (field: FormFieldDeclaration, row: Record<string, unknown>, ruleProblems: ReturnType<typeof ruleProblemsByField>) => {
    const label = t(field.label);
    const worded = (ruleProblems.get(fieldKeyOf(field)) ?? []).map((problem) => ruleProblemText(text, problem, labelOf));
    return fieldMessage({ field, label, value: valueAt(row, field), text, requiredText: t('form.required'), ruleProblems: worded });
  };
  const shownKeys = new Set(shownFields.map(fieldKeyOf));
  // Problems of fields the form does not show cannot sit under them: they are listed above Save.
  const [otherProblems, setOtherProblems] = useState<string[]>([]);

  const change = (field: FormFieldDeclaration, value: unknown) => {
    const next = withValue(values, field, value);
    const row = rowOf(next);
    const before = ruleProblemsByField(declaration.rules, rowOf(values));
    const now = ruleProblemsByField(declaration.rules, row);
    const key = fieldKeyOf(field);
    // The changed field, and the fields whose rule problems came or went with it.
    const rechecked = [key, ...fieldsToRecheck(new Set(before.keys()), now, [key]).filter((other) => shownKeys.has(other))];
    setValues(next);
    setTouched(true);
    setWarnWhen(true);
    setMessages((current) => {
      const updated = new Map(current);
      for (const other of shownFields.filter((shown) => rechecked.includes(fieldKeyOf(shown)))) {
        const message = messageOf(other, row, now);
        if (message) updated.set(fieldKeyOf(other), message);
        else updated.delete(fieldKeyOf(other));
      }
      return updated;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const row = rowOf(values);
    const ruleProblems = ruleProblemsByField(declaration.rules, row);
    const found = new Map<string, string>();
    for (const field of shownFields) {
      const message = messageOf(field, row, ruleProblems);
      if (message) found.set(fieldKeyOf(field), message);
    }
    setMessages(found);
    const [firstWrong] = found.keys();
    if (firstWrong !== undefined) return focusControl(controlIdOf(formId, firstWrong));
    const others = [...ruleProblems].filter(([key]) => !shownKeys.has(key)).flatMap(([, problems]) => problems);
    setOtherProblems(others.map((problem) => ruleProblemText(text, problem, labelOf)));
    if (others.length > 0) return;
    // Only the shown fields are sent (as antd's form sent its items), with a new record's fixed values.
    const shownValues = shownFields.reduce((result, field) => withValue(result, field, valueAt(values, field)), {});
    onFinish(submittedValues(shownFields, rowOf(shownValues))).catch((error: unknown) => {
      // A refused save was already said, by Refine's error notification or under its field (the
      // data layer's AppError, or fetch's TypeError offline); anything else is a bug worth logging.
      if (!isAppError(error) && !(error instanceof TypeError)) console.error(error);
    });
  };

  return {
    formId,
    action,
    shownFields,
    values,
    messages,
    otherProblems,
    change,
    submit,
    /** Reading the record or saving it. */
    loading: formLoading,
    /** The record to edit is not read yet: nothing to change until its values are in the fields. */
    waiting: action === 'edit' && record === undefined,
    saving: mutation.isPending,
  };
};
