import { useCallback, useMemo, useRef } from 'react';

import type { LiveEvent } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

import { fieldOfError, messageFor, toAppError } from '@/errors/normalize-error';
import { useErrorNotification } from '@/errors/use-error-toast';
import { type FormDeclaration, operationMeta } from '@/resources/declaration';

import { formFieldNamed, type ValidationText } from './form-logic';
import { shownFieldsOf } from './plain-form-logic';

/**
 * What antd's ResourceForm and the plain form share: the fields shown, the texts of their
 * messages, how a server refusal is told (under its field or in a toast), and the options of
 * Refine's useForm (antd's and the headless one take the same) for saving a declaration's record.
 * Each form adds what happens after a save or a refusal.
 */
export const useDeclaredForm = (declaration: FormDeclaration, id: string | undefined) => {
  const { t } = useTranslation('resources');
  const action: 'create' | 'edit' = id === undefined ? 'create' : 'edit';
  const shownFields = useMemo(() => shownFieldsOf(declaration.fields, action), [declaration.fields, action]);
  const text: ValidationText = useCallback((name, values) => t(`validation.${name}`, { ns: 'common', ...values }), [t]);
  // Messages name a field by its label, the server's and the rules' alike.
  const labelOf = useCallback(
    (key: string) => {
      const field = formFieldNamed(declaration.fields, key);
      return field ? t(field.label) : undefined;
    },
    [declaration.fields, t],
  );
  const notificationFor = useErrorNotification(labelOf);
  // A user mistake the server pins on a shown field is said under that field, not in a toast.
  const fieldOfServerError = (error: unknown) => formFieldNamed(shownFields, fieldOfError(toAppError(error)));
  const serverMessage = (error: unknown) =>
    messageFor(toAppError(error), (key, fallback, values) => t(key, { ns: 'common', defaultValue: fallback, ...values }), labelOf);
  // Someone else's change reloads the form only while this user has not typed into it yet: each form sets what that means.
  const untouchedRefetch = useRef<() => void>(() => undefined);
  const saveOptions = {
    resource: declaration.resource,
    id,
    action,
    redirect: false as const,
    mutationMode: 'pessimistic' as const,
    liveMode: 'manual' as const,
    // A deleted record is not read again: that would only answer "Not found".
    onLiveEvent: (event: LiveEvent) => event.type !== 'deleted' && untouchedRefetch.current(),
    meta: operationMeta(declaration.queryDocument, declaration.selection, action === 'create' ? declaration.createDocument : declaration.mutationDocument),
    successNotification: () => ({ type: 'success' as const, message: t('form.saved'), key: `${declaration.resource}-saved` }),
    errorNotification: (error?: unknown) => (fieldOfServerError(error) ? false : notificationFor(error)),
  };
  return { t, action, shownFields, text, labelOf, fieldOfServerError, serverMessage, untouchedRefetch, saveOptions };
};
