import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = { NORMAL_BOOK: 'NORMAL_BOOK' } as const;

export const manifest = {
  auth: AUTH,
  routes: {
    normalBook: { path: '/normal/book/reserver', title: '机票预订', authCode: AUTH.NORMAL_BOOK, screen: 'reserver-page' },
    normalBookPrice: { path: '/normal/book/price', title: '选择舱位', authCode: AUTH.NORMAL_BOOK, screen: 'price-page' },
    normalBookCreate: { path: '/normal/book/create', title: '填写旅客信息', authCode: AUTH.NORMAL_BOOK, screen: 'create-page' },
  },
} as const satisfies FeatureDeclaration;
