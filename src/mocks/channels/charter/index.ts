import { AUTH } from '@/config/auth-codes';
import { defineModule } from '../../module-entry';
import type { CharterSlice } from './rules/charter-records';
import { charterHandlers } from './handlers/charter';
import { seedCharterAircraft, seedCharterBooking } from './seed/charter';

/** The charter channel (包机) as the assembly sees it (src/mocks/modules.ts lists every module's entry). */
export default defineModule<CharterSlice>({
  name: 'channels/charter',
  routes: [...charterHandlers],
  menu: [{ group: 'GROUP_DUE', after: AUTH.SCATTERED, authCode: AUTH.CHARTER, menuName: '包机' }],
  persisted: {
    charterAircraft: { recordId: 'aircraftType' },
  },
  // The aircraft, and the seeded charter order's booking at its turn among the core's orders.
  orderSeed: () => ({ charterAircraft: seedCharterAircraft(), charter: seedCharterBooking }),
});
