/** Typed view of the env files (.env.development, .env.test, .env.demo, .env.production). */
const raw = import.meta.env;

export const env = {
  /** When on, the gateway simulator (MSW + domain store) answers every gateway call. */
  simulator: raw.VITE_SIMULATOR === 'on',
  gatewayBase: (raw.VITE_GATEWAY_BASE ?? '') as string,
  gatewayPrefix: (raw.VITE_GATEWAY_PREFIX ?? '/b2b-gateway/api') as string,
  appTitle: (raw.VITE_APP_TITLE ?? '航空B2B团队票务平台') as string,
  links: {
    mobileLogin: raw.VITE_MOBILE_LOGIN_URL as string,
    parentSite: raw.VITE_PARENT_SITE_URL as string,
    agentH5: raw.VITE_AGENT_H5_URL as string,
    mealBooking: raw.VITE_MEAL_BOOKING_URL as string,
    mealList: raw.VITE_MEAL_LIST_URL as string,
  },
} as const;
