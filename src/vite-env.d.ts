/// <reference types="vite/client" />

/** The build-time settings the SPA reads (set as VITE_* environment variables when building). */
interface ImportMetaEnv {
  readonly VITE_CONSUMER_APP_URL?: string;
  readonly VITE_FEATURE_UPDATES_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
