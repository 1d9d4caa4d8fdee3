import type { FeatureManifest } from '@/config/route-meta';

const AUTH = {
  PAY: 'PAY',
} as const;

export const manifest = {
  feature: 'payment',
  auth: AUTH,
  keyRoots: {
    payment: 'payment',
  },
  routes: {
    // The stand-alone cashier (spec: under root, no area layout): ancillary items and pages linking in.
    payCashier: { path: '/pay', title: '收银台', authCode: AUTH.PAY, area: 'any', layout: 'bare' },
    payCashierResult: { path: '/pay/result', title: '支付结果', authCode: AUTH.PAY, area: 'any', layout: 'bare' },
    // 支付 first: the menu's 支付 entry opens it (routeByAuthCode takes the area's first route): everything owed now.
    agentPay: { path: '/agent/pay/payment', title: '支付', authCode: AUTH.PAY, area: 'agent' },
    agentPayDeposit: { path: '/agent/pay/paydeposit', title: '定金支付', authCode: AUTH.PAY, area: 'agent' },
    agentPayResult: { path: '/agent/pay/result/:status', title: '支付结果', authCode: AUTH.PAY, area: 'agent' },
    agentPayRefund: { path: '/agent/pay/refund', title: '支付退款', authCode: AUTH.PAY, area: 'agent' },
    normalPay: { path: '/normal/pay/payment', title: '支付', authCode: AUTH.PAY, area: 'normal' },
    normalPayDeposit: { path: '/normal/pay/paydeposit', title: '定金支付', authCode: AUTH.PAY, area: 'normal' },
    normalPayResult: { path: '/normal/pay/result/:status', title: '支付结果', authCode: AUTH.PAY, area: 'normal' },
    normalPayRefund: { path: '/normal/pay/refund', title: '支付退款', authCode: AUTH.PAY, area: 'normal' },
  },
} as const satisfies FeatureManifest;
