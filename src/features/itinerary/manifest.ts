import type { FeatureManifest } from '@/config/route-meta';

const AUTH = {
  ITINERARY_ISSUE: 'ITINERARY_ISSUE',
  ITINERARY_HISTORY: 'ITINERARY_HISTORY',
} as const;

export const manifest = {
  feature: 'itinerary',
  auth: AUTH,
  keyRoots: {
    itinerary: 'itinerary',
    itineraryTicket: 'itineraryTicket',
  },
  routes: {
    // Documents (features/itinerary, features/report).
    itineraryIssue: { path: '/agent/itinerary/issue', title: '行程单开具', authCode: AUTH.ITINERARY_ISSUE, area: 'agent' },
    itineraryHistory: { path: '/agent/itinerary/history', title: '开具历史', authCode: AUTH.ITINERARY_HISTORY, area: 'agent' },
  },
} as const satisfies FeatureManifest;
