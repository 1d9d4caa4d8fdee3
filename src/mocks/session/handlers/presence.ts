import { presenceApi } from '@/lib/gateway/endpoints';
import { clock } from '../../clock';
import { authed } from '../../gateway';
import { leavePresence, touchPresence } from '../rules/presence';
import { getState } from '../../store';

/** Who else has a record open: advisory leases (rules/presence.ts). */
export const presenceHandlers = [
  authed(presenceApi.touch, ({ body, account }) => touchPresence(getState(), account, body, clock.nowMs())),
  authed(presenceApi.leave, ({ body, account }) => {
    leavePresence(getState(), account, body, clock.nowMs());
    return {};
  }),
];
