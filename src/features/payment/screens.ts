import type { ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  // One screen per kind of payment page, in both areas (the area decides methods and links).
  payCashier: () => import('@/features/payment/cashier-page'),
  payCashierResult: () => import('@/features/payment/cashier-result-page'),
  agentPay: () => import('@/features/payment/pay-page'),
  agentPayDeposit: () => import('@/features/payment/pay-deposit-page'),
  agentPayResult: () => import('@/features/payment/pay-result-page'),
  agentPayRefund: () => import('@/features/payment/pay-refund-page'),
  normalPay: () => import('@/features/payment/pay-page'),
  normalPayDeposit: () => import('@/features/payment/pay-deposit-page'),
  normalPayResult: () => import('@/features/payment/pay-result-page'),
  normalPayRefund: () => import('@/features/payment/pay-refund-page'),
} satisfies ScreensOf<typeof manifest>;
