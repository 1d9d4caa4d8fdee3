import type { FeatureManifest } from '@/config/route-meta';

const AUTH = {
  REPORT: 'AGENT_REPORT',
} as const;

export const manifest = {
  feature: 'report',
  auth: AUTH,
  keyRoots: {
    report: 'report',
  },
  routes: {
    reports: { path: '/agent/report', title: '报表下载', authCode: AUTH.REPORT, area: 'agent' },
  },
} as const satisfies FeatureManifest;
