/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SIMULATOR: 'on' | 'off';
  readonly VITE_GATEWAY_BASE: string;
  readonly VITE_GATEWAY_PREFIX: string;
  readonly VITE_APP_TITLE: string;
  readonly VITE_MOBILE_LOGIN_URL: string;
  readonly VITE_PARENT_SITE_URL: string;
  readonly VITE_AGENT_H5_URL: string;
  readonly VITE_MEAL_BOOKING_URL: string;
  readonly VITE_MEAL_LIST_URL: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** /login's share of antd's prebuilt stylesheet, a file of the build: its URL (vite.config.ts, antdLoginStylesheet). */
declare module 'virtual:antd-login-stylesheet' {
  const href: string;
  export default href;
}
