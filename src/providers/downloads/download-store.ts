import { useSyncExternalStore } from 'react';

/** A download made in the browser (CSV exports of tables), shown in the tray beside server exports. */
export type LocalDownload = { exportId: string; filename: string; status: 'inprogress' | 'finished' | 'failed'; percentDone: number; fileUrl: string | null };

let downloads: LocalDownload[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const update = (exportId: string, change: Partial<LocalDownload>) => {
  downloads = downloads.map((item) => (item.exportId === exportId ? { ...item, ...change } : item));
  emit();
};

/** Starts a tray entry; finish() gives it its file, fail() marks it failed. */
export const startLocalDownload = (filename: string) => {
  const exportId = `local-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  downloads = [{ exportId, filename, status: 'inprogress', percentDone: 0, fileUrl: null }, ...downloads];
  emit();
  return {
    finish: (file: Blob) => update(exportId, { status: 'finished', percentDone: 100, fileUrl: URL.createObjectURL(file) }),
    fail: () => update(exportId, { status: 'failed' }),
  };
};

export const removeLocalDownload = (exportId: string): void => {
  const item = downloads.find((download) => download.exportId === exportId);
  if (item?.fileUrl) URL.revokeObjectURL(item.fileUrl);
  downloads = downloads.filter((download) => download.exportId !== exportId);
  emit();
};

export const useLocalDownloads = (): LocalDownload[] =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => downloads,
  );
