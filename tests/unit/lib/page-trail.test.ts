import { describe, expect, it } from 'vitest';
import { routeTrail } from '@/components/page';

describe('breadcrumb trail', () => {
  it('names every prefix of the address that is a route', () => {
    expect(routeTrail('/new/BL0001')).toEqual([
      { path: '/new', title: '新闻公告' },
      { path: '/new/BL0001', title: '公告详情' },
    ]);
  });

  it('shows one crumb for one page under two addresses', () => {
    expect(routeTrail('/normal/home')).toEqual([{ path: '/normal', title: '首页' }]);
  });

  it('leads back to no stand-alone page (the cashier needs its address’s query)', () => {
    expect(routeTrail('/pay/result')).toEqual([{ path: '/pay/result', title: '支付结果' }]);
    expect(routeTrail('/agent/pay/result/success')).toEqual([
      { path: '/agent', title: '首页' },
      { path: '/agent/pay/result/success', title: '支付结果' },
    ]);
  });

  it('leaves out public pages', () => {
    expect(routeTrail('/login')).toEqual([]);
  });
});
