import { defineModule } from '../module-entry';
import type { SessionSlice } from './rules/session-records';
import { accountHandlers } from './handlers/account';
import { agencyHandlers } from './handlers/agency';
import { bulletinHandlers } from './handlers/bulletin';
import { presenceHandlers } from './handlers/presence';
import { regularPassengerHandlers } from './handlers/regular-passenger';
import { todoHandlers } from './handlers/todo';

/** The session and agency module as the assembly sees it (src/mocks/modules.ts lists every module's entry). */
export default defineModule<SessionSlice>({
  name: 'session',
  routes: [...accountHandlers, ...agencyHandlers, ...bulletinHandlers, ...presenceHandlers, ...regularPassengerHandlers, ...todoHandlers],
  persisted: {
    accounts: { recordId: 'accountId' },
    tokens: 'whole',
    session: 'whole',
    captchas: 'whole',
    lastCaptcha: 'whole',
    smsCodes: 'whole',
    smsOutbox: 'whole',
    loginFailures: 'whole',
    bulletins: { recordId: 'prodNo' },
    regularPassengers: { recordId: 'passengerId' },
    roles: { recordId: 'roleCode' },
    registrations: { recordId: 'registrationNo' },
    organisations: { recordId: 'ownerAccountId' },
    supplements: { recordId: 'applicationNo' },
    deregistrations: { recordId: 'applicationNo' },
    agencySequences: 'whole',
    presence: 'whole',
  },
});
