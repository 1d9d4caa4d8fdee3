import type { QueryKey } from '@tanstack/react-query';
import { href } from '@/config/routes';
import { SCATTERED_REFUND_ACTIONS, TEAM_REFUND_ACTIONS, type ActionKit } from '@/components/actions/registry';
import { REFUND_FIGURES, SCATTERED_FIGURES } from '@/domain/figures';
import { RefundKind } from '@/domain/refund';
import {
  call,
  refundApi,
  scatteredRefundApi,
  type RefundApplyBody,
  type Endpoint,
  type Envelope,
  type RefundAction,
  type RefundDetail,
  type RefundFile,
  type RefundQuote,
  type RefundTicketsBody,
  type RequestOptions,
  type UploadProgress,
} from '@/lib/gateway';
import { defineWrite, type WriteDefinition } from '@/lib/mutation-kit';
import { KEY_ROOTS, rootKey, type KeyRoot } from '@/lib/query-keys';

/*
 * The two menus of the one refund entity (docs/decisions.md "One refund entity"): 团队退票 for team
 * orders and 散客退票单 for scattered orders. Each keeps the spec's calls and its authCode; everything
 * else — the dialog, the files field, the list and the detail — is the same kit, given the menu. Only
 * what really differs is here: the calls, the number's name, the words for an application and for an
 * involuntary refund, and the detail's address.
 */

export type UploadInput = { name: string; dataUrl: string; onUploadProgress?: (progress: UploadProgress) => void };

export interface RefundMenu {
  /** 团队退票 / 散客退票 */
  name: string;
  /** What one application is called: 退票申请 / 退票单. */
  noun: string;
  /** The kind's words (散客退票单 calls an involuntary refund 差错退票). */
  kindLabel: (kind: string) => string;
  /** The radio's choices. */
  kindOptions: readonly { value: RefundKind; label: string }[];
  /** An involuntary refund without its file. */
  filesRequired: string;
  /** The help under each kind. */
  kindHelp: Record<RefundKind, string>;
  /** Placeholder of the number filter: 如 TR10000001. */
  numberExample: string;
  /** The query roots an application touches: the menu's own and its orders'. */
  entity: KeyRoot;
  orderEntity: KeyRoot;
  /** Hours the airline takes to review. */
  reviewHours: number;
  detailHref: (refundId: string) => string;
  /** The quote of the chosen tickets ("refund advance" / "refund fee"). */
  quote: (body: RefundTicketsBody) => Promise<RefundQuote>;
  /** Applies as quoted; the seats the quote names are cancelled first (scattered). */
  apply: WriteDefinition<RefundApplyBody & { seatsToCancel: string[] }, RefundDetail>;
  upload: WriteDefinition<UploadInput, Envelope<{ file: RefundFile }>>;
  removeFile: WriteDefinition<{ fileId: string }, Envelope<Record<string, never>>>;
  supplement: WriteDefinition<{ refundId: string; fileIds: string[] }, RefundDetail>;
  withdraw: WriteDefinition<{ refundId: string }, RefundDetail>;
  /** What an application offers (撤回, 补充材料), with the function this menu's calls need. */
  actions: ActionKit<RefundAction, RefundDetail>;
}

const writes = (entity: KeyRoot, orderEntity: KeyRoot) => [rootKey(entity), rootKey(orderEntity)];

/**
 * A menu's calls on an application's files and on the application itself, which names its number `N`;
 * each named by the menu (not its whole group), so the route map sees which calls the menu makes.
 */
interface ApplicationCalls<N extends string> {
  fileUpload: Endpoint<Omit<UploadInput, 'onUploadProgress'>, { file: RefundFile }>;
  fileDelete: Endpoint<{ fileId: string }, Record<string, never>>;
  supplement: Endpoint<Record<N, string> & { fileIds: string[] }, { refund: RefundDetail }>;
  withdraw: Endpoint<Record<N, string>, { refund: RefundDetail }>;
}

/** The writes on an application after it is made: the same for both menus but for the calls and the number's name. */
function applicationWrites<N extends string>(calls: ApplicationCalls<N>, number: N, invalidates: readonly QueryKey[]) {
  const numbered = (refundId: string) => ({ [number]: refundId }) as Record<N, string>;
  return {
    upload: defineWrite({
      write: ({ onUploadProgress, ...body }: UploadInput, options: RequestOptions) =>
        call(calls.fileUpload, body, { ...options, onUploadProgress }),
    }),
    removeFile: defineWrite({ endpoint: calls.fileDelete }),
    supplement: defineWrite({
      write: async ({ refundId, fileIds }: { refundId: string; fileIds: string[] }, options: RequestOptions) =>
        (await call(calls.supplement, { ...numbered(refundId), fileIds }, options)).refund,
      invalidates,
    }),
    withdraw: defineWrite({
      write: async ({ refundId }: { refundId: string }, options: RequestOptions) =>
        (await call(calls.withdraw, numbered(refundId), options)).refund,
      invalidates,
    }),
  };
}

const TEAM_INVALIDATES = writes(KEY_ROOTS.teamRefund, KEY_ROOTS.order);

export const TEAM_REFUNDS: RefundMenu = {
  name: '团队退票',
  noun: '退票申请',
  kindLabel: (kind) => RefundKind.label(kind),
  kindOptions: RefundKind.options,
  filesRequired: '非自愿退票须上传证明材料',
  kindHelp: {
    VOLUNTARY: '按票价规则收取退票费（起飞前天数越少费率越高），税费全退',
    INVOLUNTARY: '航班取消、航变等航司原因，免收退票费，须上传证明材料',
  },
  numberExample: '如 TR10000001',
  entity: KEY_ROOTS.teamRefund,
  orderEntity: KEY_ROOTS.order,
  reviewHours: REFUND_FIGURES.reviewMs / 3_600_000,
  detailHref: (reviewId) => href('teamRefundDetail', { reviewId }),
  quote: async (body) => (await call(refundApi.advance, body)).quote,
  apply: defineWrite({
    write: async ({ seatsToCancel: _none, ...body }, options: RequestOptions) => (await call(refundApi.apply, body, options)).refund,
    invalidates: TEAM_INVALIDATES,
  }),
  ...applicationWrites(
    { fileUpload: refundApi.fileUpload, fileDelete: refundApi.fileDelete, supplement: refundApi.supplement, withdraw: refundApi.withdraw },
    'reviewId',
    TEAM_INVALIDATES,
  ),
  actions: TEAM_REFUND_ACTIONS,
};

const SCATTERED_INVALIDATES = writes(KEY_ROOTS.scatteredRefund, KEY_ROOTS.scatteredOrder);
const ERROR_REFUND = '差错退票（非自愿）';

export const SCATTERED_REFUNDS: RefundMenu = {
  name: '散客退票',
  noun: '退票单',
  kindLabel: (kind) => (kind === 'INVOLUNTARY' ? ERROR_REFUND : RefundKind.label(kind)),
  kindOptions: [
    { value: 'VOLUNTARY', label: RefundKind.label('VOLUNTARY') },
    { value: 'INVOLUNTARY', label: ERROR_REFUND },
  ],
  filesRequired: '差错退票须上传证明材料',
  kindHelp: {
    VOLUNTARY: '按客票的运价规则收取退票费（起飞前、起飞后费率不同），税费全退',
    INVOLUNTARY: '航班取消、航变等航司原因，免收退票费，须上传证明材料；审核时航司可能要求补充材料',
  },
  numberExample: '如 RFD30000001',
  entity: KEY_ROOTS.scatteredRefund,
  orderEntity: KEY_ROOTS.scatteredOrder,
  reviewHours: SCATTERED_FIGURES.reviewMs / 3_600_000,
  detailHref: (rfdReqSeq) => href('scatteredRefundDetail', { rfdReqSeq }),
  quote: async (body) => (await call(scatteredRefundApi.refundFee, body)).quote,
  apply: defineWrite({
    // A refund as the airline takes it: the unused tickets' seats cancelled first (seat cancel before
    // refund), then the request — voluntary, or an error refund with its files.
    write: async ({ seatsToCancel, kind, fileIds, ...body }, options: RequestOptions) => {
      if (seatsToCancel.length > 0) await call(scatteredRefundApi.seatCancel, { orderNo: body.orderNo, ticketNos: seatsToCancel }, options);
      const answer =
        kind === 'VOLUNTARY'
          ? await call(scatteredRefundApi.apply, body, options)
          : await call(scatteredRefundApi.errorApply, { ...body, fileIds }, options);
      return answer.refund;
    },
    invalidates: SCATTERED_INVALIDATES,
  }),
  ...applicationWrites(
    {
      fileUpload: scatteredRefundApi.fileUpload,
      fileDelete: scatteredRefundApi.fileDelete,
      supplement: scatteredRefundApi.supplement,
      withdraw: scatteredRefundApi.withdraw,
    },
    'rfdReqSeq',
    SCATTERED_INVALIDATES,
  ),
  actions: SCATTERED_REFUND_ACTIONS,
};
