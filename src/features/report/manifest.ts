import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = { REPORT: 'AGENT_REPORT' } as const;

export const manifest = {
  auth: AUTH,
  keyRoots: ['report'],
  routes: {
    reports: { path: '/agent/report', title: '报表下载', authCode: AUTH.REPORT, screen: 'report-page' },
  },
} as const satisfies FeatureDeclaration;
