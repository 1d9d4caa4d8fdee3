import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { agencyApi, call } from '@/lib/gateway';
import { defineWrite } from '@/lib/mutation-kit';
import { warm } from '@/lib/query';
import { KEY_ROOTS } from '@/lib/query-keys';

/**
 * Registration of a new agency (/Register, no session) and the signed-in account's activation
 * (/agent/user/activation and the home notice), domain.md "Organisation".
 */

const REGISTRATION = KEY_ROOTS.registration;

/** The user agreement a registration accepts, by version. */
export const agreementQuery = () =>
  queryOptions({ queryKey: [REGISTRATION, 'agreement'] as const, queryFn: () => call(agencyApi.registerAgreement, {}) });

/**
 * The signed-in account's activation: state, registration number and time, what is still needed. The
 * activation screen reads it afresh on arrival (a licence uploaded elsewhere changes it).
 */
export const activationQuery = () => queryOptions({ queryKey: ['activation'] as const, queryFn: () => call(agencyApi.activation, {}) });

/** The activation screen reads afresh on every arrival: the licence upload and the airline's review move it. */
export const loadActivation = (queryClient: QueryClient) => warm(queryClient.query({ ...activationQuery(), staleTime: 0 }));

/** An SMS code to a phone not yet registered. */
export const sendRegisterCode = defineWrite({ endpoint: agencyApi.registerVerifyCode });

export const register = defineWrite({ endpoint: agencyApi.register });
