/// <reference types="vite/client" />

/** True in demo mode (the default); false when built with VITE_MOCK=off. Replaced at build time. */
declare const __DEMO__: boolean;

interface ImportMetaEnv {
  readonly VITE_MOCK?: string;
  readonly VITE_API_BASE?: string;
}

/** The version of the demo world's code (scripts/vite/world-schema.ts): keys the stored world and names the world's worker. */
declare module 'virtual:demo-world-schema' {
  const schema: string;
  export default schema;
}
