import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = { ITINERARY_ISSUE: 'ITINERARY_ISSUE', ITINERARY_HISTORY: 'ITINERARY_HISTORY' } as const;

export const manifest = {
  auth: AUTH,
  keyRoots: ['itinerary', 'itineraryTicket'],
  routes: {
    // Documents (features/itinerary, features/report).
    itineraryIssue: { path: '/agent/itinerary/issue', title: '行程单开具', authCode: AUTH.ITINERARY_ISSUE, screen: 'issue-page' },
    itineraryHistory: { path: '/agent/itinerary/history', title: '开具历史', authCode: AUTH.ITINERARY_HISTORY, screen: 'history-page' },
  },
} as const satisfies FeatureDeclaration;
