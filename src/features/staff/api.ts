import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { agencyApi, call, type RequestOptions, type StaffDetail, type UploadProgress } from '@/lib/gateway';
import { defineWrite } from '@/lib/mutation-kit';
import { warm } from '@/lib/query';
import { getSessionUser, saveSessionUser } from '@/lib/stored-user';
import { KEY_ROOTS } from '@/lib/query-keys';

/*
 * The signed-in staff member and the agency (agent area): account info, the organisation and its
 * supplementary application, the password, the agency's deregistration. Each read is declared once
 * here; loaders and screens share the options.
 */

const STAFF = KEY_ROOTS.staff;
const ORGANISATION = KEY_ROOTS.organisation;
const DEREGISTRATION = KEY_ROOTS.deregistration;

// ---------------------------------------------------------------------------------------------
// Account info

export const staffDetailQuery = () =>
  queryOptions({ queryKey: [STAFF, 'detail'] as const, queryFn: () => call(agencyApi.staffDetail, {}) });

/** The staff agreement: read when the user opens it, kept for the tab's life (it changes with a release). */
export const staffAgreementQuery = () =>
  queryOptions({ queryKey: [STAFF, 'agreement'] as const, queryFn: () => call(agencyApi.staffAgreement, {}), staleTime: Infinity });

export const loadStaffDetail = (queryClient: QueryClient) => warm(queryClient.query(staffDetailQuery()));

/**
 * The session the layout shows follows an edit of the signed-in member: stored again through the one
 * function that stores it (as a login answer), the root loader then reads it on revalidation.
 */
function followSessionUser(detail: StaffDetail): void {
  const stored = getSessionUser();
  if (!stored || stored.accountId !== detail.accountId) return;
  const { accountType, organType, limitMenu, functionMenu, ...accountInfo } = stored;
  saveSessionUser({
    accountInfo: { ...accountInfo, displayName: detail.displayName, mobile: detail.mobile, email: detail.email },
    accountType,
    organType,
    limitMenu,
    functionMenu,
  });
}

/** Name, phone and email of the signed-in member; the answer is the new detail. */
export const editStaff = defineWrite({
  endpoint: agencyApi.staffEdit,
  onSuccess: (detail, _input, queryClient) => {
    queryClient.setQueryData(staffDetailQuery().queryKey, detail);
    followSessionUser(detail);
  },
});

// ---------------------------------------------------------------------------------------------
// The organisation and its supplementary application

export const organisationQuery = () => queryOptions({ queryKey: [ORGANISATION] as const, queryFn: () => call(agencyApi.organisation, {}) });

/** The review happens elsewhere: the screen reads the organisation afresh on every arrival. */
export const loadOrganisation = (queryClient: QueryClient) => warm(queryClient.query({ ...organisationQuery(), staleTime: 0 }));

export interface SupplementInput {
  licenceImage: string;
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** The business licence (a compressed data URL) with its upload progress; → PENDING. */
export const applySupplement = defineWrite({
  write: ({ onUploadProgress, ...body }: SupplementInput, options: RequestOptions) =>
    call(agencyApi.supplementApply, body, { ...options, onUploadProgress }),
  invalidates: [[ORGANISATION]],
});

/** 查询审核结果: the application's state, and the organisation (an approval puts the licence on file). */
export const checkSupplement = defineWrite({
  endpoint: agencyApi.supplementCheck,
  invalidates: [[ORGANISATION]],
});

// ---------------------------------------------------------------------------------------------
// Password

/** Other sessions of the account end; the caller's stays. */
export const changePassword = defineWrite({ endpoint: agencyApi.changePassword });

// ---------------------------------------------------------------------------------------------
// Deregistration (main account only)

export const deregistrationStateQuery = () =>
  queryOptions({ queryKey: [DEREGISTRATION, 'state'] as const, queryFn: () => call(agencyApi.deregistrationState, {}) });

export const deregistrationCheckQuery = () =>
  queryOptions({ queryKey: [DEREGISTRATION, 'check'] as const, queryFn: () => call(agencyApi.deregistrationCheck, {}) });

/**
 * The state first; the checklist only when nothing was applied for. Both are read afresh on every
 * arrival (orders and money change elsewhere, the review is the airline's); the screen mounts on them.
 */
export const loadDeregistration = (queryClient: QueryClient) =>
  warm(
    queryClient
      .query({ ...deregistrationStateQuery(), staleTime: 0 })
      .then((state) => (state.state === 'NONE' ? queryClient.query({ ...deregistrationCheckQuery(), staleTime: 0 }) : undefined)),
  );

export const sendDeregistrationCode = defineWrite({ endpoint: agencyApi.deregistrationVerifyCode });

/** Both deregistration reads: read again when an application is refused (blocked or applied meanwhile). */
export const DEREGISTRATION_KEY = [DEREGISTRATION] as const;

/** The answer is the new state (PENDING); the checklist is no longer shown. */
export const applyDeregistration = defineWrite({
  endpoint: agencyApi.deregistrationApply,
  onSuccess: (state, _input, queryClient) => queryClient.setQueryData(deregistrationStateQuery().queryKey, state),
});
