import { Suspense } from 'react';

import { useToastHostWanted } from '@/providers/toasts/toast-store';

import { lazyAntd } from '../antd-scope/lazy-antd';

const ToastHost = lazyAntd(() => import('./toast-host').then((module) => module.ToastHost));

/** Where toasts appear: nothing until the first one is asked for (toast-store.ts). */
export const ToastOutlet = () =>
  useToastHostWanted() ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
