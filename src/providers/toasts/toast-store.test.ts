import { describe, expect, it } from 'vitest';

import { closeToast, registerToastHost, showToast, ToastCommand } from './toast-store';

const toast = (key: string) => ({ kind: 'notification' as const, type: 'success' as const, message: key, key });

describe('the toast store', () => {
  it('keeps what is asked before its host has loaded, drops what was closed meanwhile, then hands on at once', () => {
    showToast(toast('first'));
    showToast(toast('withdrawn'));
    closeToast('withdrawn');
    showToast(toast('second'));
    const received: ToastCommand[] = [];
    const unregister = registerToastHost((command) => received.push(command));
    expect(received).toEqual([{ show: toast('first') }, { show: toast('second') }]);
    showToast(toast('third'));
    closeToast('third');
    expect(received.slice(2)).toEqual([{ show: toast('third') }, { close: 'third' }]);
    unregister();
    // Without a host again, toasts wait for the next one.
    showToast(toast('later'));
    const next: ToastCommand[] = [];
    registerToastHost((command) => next.push(command))();
    expect(next).toEqual([{ show: toast('later') }]);
  });
});
