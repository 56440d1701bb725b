/// <reference types="vite/client" />

/** True in demo mode (the default); false when built with VITE_MOCK=off. Replaced at build time. */
declare const __DEMO__: boolean;

interface ImportMetaEnv {
  readonly VITE_MOCK?: string;
  readonly VITE_API_BASE?: string;
}
