import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = {
  RETROACTIVE: 'ORDER_CENTER_RETROACTIVE',
  PRE_EXISTED: 'USER_PRE_EXISTED',
  TRANSACTION: 'USER_TRANSACTION',
  REWARD: 'USER_REWARD',
  POINT: 'USER_POINT',
} as const;

export const manifest = {
  auth: AUTH,
  keyRoots: ['prepaid', 'topUp', 'transaction', 'reward', 'point', 'retroactive'],
  routes: {
    // The agency's money (features/money).
    preExisted: { path: '/agent/user/preExisted', title: '预存款账户', authCode: AUTH.PRE_EXISTED, screen: 'prepaid-page' },
    preExistedApplication: {
      path: '/agent/user/preExistedApplication',
      title: '充值申请',
      authCode: AUTH.PRE_EXISTED,
      screen: 'top-up-page',
    },
    transactions: { path: '/agent/user/transaction', title: '交易明细', authCode: AUTH.TRANSACTION, screen: 'transaction-page' },
    rewards: { path: '/agent/user/reward', title: '奖励明细', authCode: AUTH.REWARD, screen: 'reward-page' },
    points: { path: '/agent/user/point', title: '红包管理', authCode: AUTH.POINT, screen: 'point-page' },
    retroactive: { path: '/agent/orderCenter/retroactive', title: '在线补款', authCode: AUTH.RETROACTIVE, screen: 'retroactive-page' },
  },
} as const satisfies FeatureDeclaration;
