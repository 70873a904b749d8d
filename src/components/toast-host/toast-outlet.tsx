import { Suspense } from 'react';

import { useToastHostWanted } from '@/providers/toasts/toast-store';

import { lazyAntd } from '../antd-scope/lazy-antd';

const ToastHost = lazyAntd(() => import('./toast-host').then((module) => module.ToastHost));

/** Where toasts appear: nothing until the first one is asked for (toast-store.ts). */
export const ToastOutlet = () =>
  useToastHostWanted() ? (
    // Where the toasts would have been, so a host that cannot load says so in sight (top right).
    <div style={{ position: 'fixed', top: 16, right: 16, zIndex: 1010, maxWidth: 420 }}>
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </div>
  ) : null;
