import { describe, expect, it, vi } from 'vitest';

import {
  errorNotification,
  fieldOfError,
  fromGraphQLErrors,
  fromHttpResponse,
  humanizeFieldName,
  reactionFor,
  stripGraphQLPrefix,
  toAppError,
} from './normalize-error';

const translate = (_key: string, fallback: string) => fallback;

describe('error catalogue (spec 01 §8, spec 02 §8)', () => {
  it('maps GraphQL codes to statuses and reactions', () => {
    const cases: Array<[string, number, string]> = [
      ['BAD_USER_INPUT', 400, 'toast'],
      ['FORBIDDEN', 403, 'forbidden'],
      ['UNAUTHENTICATED', 401, 'signOut'],
      ['NOT_FOUND', 404, 'silent'],
      ['INTERNAL_SERVER_ERROR', 500, 'silent'],
      ['BAD_REQUEST', 400, 'log'],
    ];
    for (const [code, status, reaction] of cases) {
      const error = fromGraphQLErrors([{ message: 'x', extensions: { code } }]);
      expect(error.statusCode, code).toBe(status);
      expect(reactionFor(error), code).toBe(reaction);
    }
  });

  it('signs out on any 401, whatever the code', () => {
    expect(reactionFor(fromHttpResponse(401, null))).toBe('signOut');
    expect(reactionFor(toAppError({ statusCode: 401, message: 'x' }))).toBe('signOut');
  });

  it('removes the GraphQL error prefix', () => {
    expect(stripGraphQLPrefix('GraphQL error: Name is required.')).toBe('Name is required.');
    expect(fromGraphQLErrors([{ message: 'GraphQL error: Bad', extensions: { code: 'BAD_USER_INPUT' } }]).message).toBe('Bad');
  });

  it('reads REST errors of the { error: { message, code } } shape', () => {
    expect(fromHttpResponse(400, { error: { message: 'Please fill in both first and last name.', code: 'BAD_USER_INPUT' } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Please fill in both first and last name.',
      statusCode: 400,
    });
  });

  it('shows the message for input errors, the fixed text for forbidden, a warning for not subscribed, nothing for silent ones', () => {
    expect(errorNotification(fromGraphQLErrors([{ message: 'Name is required.', extensions: { code: 'BAD_USER_INPUT' } }]), translate)).toMatchObject({
      type: 'error',
      message: 'Name is required.',
    });
    expect(errorNotification(fromGraphQLErrors([{ message: 'whatever', extensions: { code: 'FORBIDDEN' } }]), translate)).toMatchObject({
      message: 'Error - You are not allowed to perform this action.',
    });
    expect(errorNotification(fromGraphQLErrors([{ message: 'User not subscribed', extensions: { code: 'BAD_USER_INPUT' } }]), translate)).toMatchObject({
      key: 'warning-not-subscribed',
    });
    expect(errorNotification(fromGraphQLErrors([{ message: 'x', extensions: { code: 'NOT_FOUND' } }]), translate)).toBe(false);
    expect(errorNotification(fromGraphQLErrors([{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]), translate)).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(errorNotification(fromGraphQLErrors([{ message: 'logged', extensions: { code: 'BAD_REQUEST' } }]), translate)).toBe(false);
    expect(warn).toHaveBeenCalledWith('logged');
    warn.mockRestore();
  });

  it("shows a keyed message in the user's language, with its values, and the server's text without a key", () => {
    const korean = (key: string, fallback: string, values?: Record<string, string | number>) =>
      key === 'validation.tooLong' ? `${values?.field}은(는) ${values?.max}자 이하여야 합니다.` : fallback;
    const keyed = fromGraphQLErrors([
      {
        message: 'Name must be at most 200 characters.',
        extensions: { code: 'BAD_USER_INPUT', messageKey: 'validation.tooLong', messageValues: { field: 'name', max: 200 } },
      },
    ]);
    // The field is named by its label (the form's, translated), never by its key ("name").
    expect(errorNotification(keyed, korean, (key) => (key === 'name' ? '이름' : undefined))).toMatchObject({ message: '이름은(는) 200자 이하여야 합니다.' });
    // Without a form at hand, by the server's own wording of the key.
    expect(errorNotification(keyed, korean)).toMatchObject({ message: 'Name은(는) 200자 이하여야 합니다.' });
    expect(fieldOfError(keyed)).toBe('name');
    const rest = fromHttpResponse(400, {
      error: { message: 'Please fill in both first and last name.', code: 'BAD_USER_INPUT', messageKey: 'validation.missingNames' },
    });
    expect(rest).toMatchObject({ messageKey: 'validation.missingNames', messageValues: {} });
    const plain = fromGraphQLErrors([{ message: 'Search needs at least 3 characters.', extensions: { code: 'BAD_USER_INPUT' } }]);
    expect(errorNotification(plain, korean)).toMatchObject({ message: 'Search needs at least 3 characters.' });
  });

  it('names no field for errors that are not about one', () => {
    expect(fieldOfError(fromGraphQLErrors([{ message: 'x', extensions: { code: 'BAD_USER_INPUT', messageKey: 'validation.missingNames' } }]))).toBeUndefined();
    expect(fieldOfError(fromGraphQLErrors([{ message: 'x', extensions: { code: 'FORBIDDEN', messageValues: { field: 'name' } } }]))).toBeUndefined();
    expect(humanizeFieldName('contactEmail')).toBe('Contact email');
  });

  it('treats a failed fetch as a network error', () => {
    expect(toAppError(new TypeError('Failed to fetch'))).toMatchObject({ code: 'NETWORK_ERROR', statusCode: 0 });
  });
});
