import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = { PAY: 'PAY' } as const;

export const manifest = {
  auth: AUTH,
  keyRoots: ['payment'],
  routes: {
    // The stand-alone cashier (spec: under root, no area layout): ancillary items and pages linking in.
    payCashier: { path: '/pay', title: '收银台', authCode: AUTH.PAY, area: 'any', layout: 'bare', screen: 'cashier-page' },
    payCashierResult: {
      path: '/pay/result',
      title: '支付结果',
      authCode: AUTH.PAY,
      area: 'any',
      layout: 'bare',
      screen: 'cashier-result-page',
    },
    // 支付 first: the menu's 支付 entry opens it (routeByAuthCode takes the area's first route): everything owed now.
    // One screen per kind of payment page, in both areas (the area decides methods and links).
    agentPay: { path: '/agent/pay/payment', title: '支付', authCode: AUTH.PAY, screen: 'pay-page' },
    agentPayDeposit: { path: '/agent/pay/paydeposit', title: '定金支付', authCode: AUTH.PAY, screen: 'pay-deposit-page' },
    agentPayResult: { path: '/agent/pay/result/:status', title: '支付结果', authCode: AUTH.PAY, screen: 'pay-result-page' },
    agentPayRefund: { path: '/agent/pay/refund', title: '支付退款', authCode: AUTH.PAY, screen: 'pay-refund-page' },
    normalPay: { path: '/normal/pay/payment', title: '支付', authCode: AUTH.PAY, screen: 'pay-page' },
    normalPayDeposit: { path: '/normal/pay/paydeposit', title: '定金支付', authCode: AUTH.PAY, screen: 'pay-deposit-page' },
    normalPayResult: { path: '/normal/pay/result/:status', title: '支付结果', authCode: AUTH.PAY, screen: 'pay-result-page' },
    normalPayRefund: { path: '/normal/pay/refund', title: '支付退款', authCode: AUTH.PAY, screen: 'pay-refund-page' },
  },
} as const satisfies FeatureDeclaration;
