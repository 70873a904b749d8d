import type { HttpError, OpenNotificationParams } from '@refinedev/core';

/**
 * The one place errors are interpreted (spec 01 §8, spec 02 §8): GraphQL `extensions.code` and
 * HTTP statuses become an AppError, and each kind of error gets its reaction in the UI.
 */
export type AppError = HttpError & {
  code: string;
  /** The server's translation key of the message (validation.tooLong) and its values, when it has one. */
  messageKey?: string;
  messageValues?: Record<string, string | number>;
};

export type ErrorReaction = 'toast' | 'forbidden' | 'signOut' | 'silent' | 'log' | 'warn';

export const TOAST_DURATION_SECONDS = 3;
/** Notifications whose key starts with this are shown as warnings (Refine has no warning type). */
export const WARNING_KEY_PREFIX = 'warning-';
export const FORBIDDEN_KEY = 'errors.forbidden';
export const NOT_SUBSCRIBED_MESSAGE = 'User not subscribed';

const STATUS_FOR_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
};

const CODE_FOR_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
};

/** Old clients prefixed messages with 'GraphQL error: '; users never see it. */
export const stripGraphQLPrefix = (message: string): string => message.replace(/^(GraphQL error: )+/, '');

export const createAppError = (code: string, message: string, statusCode = STATUS_FOR_CODE[code] ?? 500): AppError => ({
  code,
  message: stripGraphQLPrefix(message),
  statusCode,
});

type Translation = { messageKey?: unknown; messageValues?: unknown };

/** The translation key a server error carries (GraphQL extensions, REST error body), if any. */
const translationOf = (source: Translation | undefined): Pick<AppError, 'messageKey' | 'messageValues'> =>
  typeof source?.messageKey === 'string'
    ? {
        messageKey: source.messageKey,
        messageValues: typeof source.messageValues === 'object' && source.messageValues !== null ? (source.messageValues as AppError['messageValues']) : {},
      }
    : {};

type GraphQLErrorLike = { message?: string; extensions?: { code?: unknown } & Translation };

export const fromGraphQLErrors = (errors: readonly GraphQLErrorLike[]): AppError => {
  const first = errors[0] ?? {};
  const code = typeof first.extensions?.code === 'string' ? first.extensions.code : 'INTERNAL_SERVER_ERROR';
  return { ...createAppError(code, first.message ?? 'Unknown error'), ...translationOf(first.extensions) };
};

/** REST answers `{ error: { message, code } }` on failure (spec 02 §7). */
export const fromHttpResponse = (status: number, body: unknown): AppError => {
  const error = (body as { error?: { message?: string; code?: string } & Translation } | null)?.error;
  const code = error?.code ?? CODE_FOR_STATUS[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
  return { ...createAppError(code, error?.message ?? `Request failed with status ${status}`, status), ...translationOf(error) };
};

export const isAppError = (value: unknown): value is AppError =>
  typeof value === 'object' && value !== null && typeof (value as AppError).code === 'string' && typeof (value as AppError).statusCode === 'number';

/** Any thrown value as an AppError: network failures and programming errors included. */
export const toAppError = (value: unknown): AppError => {
  if (isAppError(value)) return value;
  const statusCode = (value as HttpError | null)?.statusCode;
  if (typeof statusCode === 'number')
    return createAppError(CODE_FOR_STATUS[statusCode] ?? 'INTERNAL_SERVER_ERROR', String((value as HttpError).message), statusCode);
  if (value instanceof TypeError) return createAppError('NETWORK_ERROR', value.message, 0);
  return createAppError('INTERNAL_SERVER_ERROR', value instanceof Error ? value.message : String(value));
};

export const reactionFor = (error: AppError): ErrorReaction => {
  if (error.code === 'UNAUTHENTICATED' || error.statusCode === 401) return 'signOut';
  if (error.message === NOT_SUBSCRIBED_MESSAGE) return 'warn';
  switch (error.code) {
    case 'FORBIDDEN':
      return 'forbidden';
    case 'INTERNAL_SERVER_ERROR':
    case 'NOT_FOUND':
      return 'silent';
    case 'BAD_REQUEST':
      return 'log';
    default:
      return 'toast';
  }
};

type Translate = (key: string, fallback: string, values?: Record<string, string | number>) => string;

/** A field's label as the user reads it (translated), by the field's key; undefined where it is not known. */
export type FieldLabel = (key: string) => string | undefined;

/** "contactEmail" -> "Contact email": how the server names a field in English, for where no label is at hand. */
export const humanizeFieldName = (key: string): string => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The field a user mistake is about (the server's messageValues.field), to show the message under it. */
export const fieldOfError = (error: AppError): string | undefined =>
  error.code === 'BAD_USER_INPUT' && typeof error.messageValues?.field === 'string' ? error.messageValues.field : undefined;

/**
 * What the user reads: the translation of the message's key, or the server's (English) text. A
 * message about a field names it by its label ("Name must be at least 3 characters."), never by
 * its key ("name").
 */
export const messageFor = (error: AppError, translate: Translate, fieldLabel?: FieldLabel): string => {
  if (!error.messageKey) return error.message;
  const values = error.messageValues ?? {};
  const field = values.field;
  const named = typeof field === 'string' ? { ...values, field: fieldLabel?.(field) ?? humanizeFieldName(field) } : values;
  return translate(error.messageKey, error.message, named);
};

/**
 * What Refine's hooks should show for an error: a 3 s toast with the message, the fixed
 * forbidden text, a warning, or nothing. Signing out is the auth provider's job (onError).
 */
export const errorNotification = (value: unknown, translate: Translate, fieldLabel?: FieldLabel): OpenNotificationParams | false => {
  const error = toAppError(value);
  switch (reactionFor(error)) {
    case 'toast':
      return { type: 'error', message: messageFor(error, translate, fieldLabel), description: undefined, key: `error-${error.code}-${error.message}` };
    case 'forbidden':
      return { type: 'error', message: translate(FORBIDDEN_KEY, 'Error - You are not allowed to perform this action.'), key: 'error-forbidden' };
    case 'warn':
      return { type: 'error', message: error.message, key: `${WARNING_KEY_PREFIX}not-subscribed` };
    case 'log':
      console.warn(error.message);
      return false;
    default:
      return false;
  }
};
