import { useEffect, useState } from 'react';

import { liveClient } from '@/providers/data';

/** After a reconnect, the 'Welcome Back' dialog shows if the dashboard was offline this long. */
export const OFFLINE_THRESHOLD_MS = 15_000;

let offlineSince: number | null = null;
const listeners = new Set<(offlineForMs: number) => void>();

const wentOffline = () => {
  offlineSince ??= Date.now();
};

const cameBack = () => {
  if (offlineSince === null) return;
  const offlineForMs = Date.now() - offlineSince;
  offlineSince = null;
  if (offlineForMs >= OFFLINE_THRESHOLD_MS) listeners.forEach((listener) => listener(offlineForMs));
};

liveClient.on('closed', wentOffline);
liveClient.on('connected', cameBack);
window.addEventListener('offline', wentOffline);
window.addEventListener('online', cameBack);

/** True once the live channel reconnects after being offline 15 s or more; reset() hides it again. */
export const useWelcomeBack = (): { visible: boolean; reset: () => void } => {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const listener = () => setVisible(true);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return { visible, reset: () => setVisible(false) };
};
