import { describe, expect, it, vi } from 'vitest';
import { tablePagination, toPaged } from '@/lib/query';

describe('paging helpers', () => {
  it('reads the array under its named key and the count', () => {
    const res = { orderList: [{ id: 1 }, { id: 2 }], page: { count: 42, currentPage: 3, perSize: 2 } };
    expect(toPaged(res, 'orderList', { currentPage: 3, perSize: 2 })).toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 42,
      currentPage: 3,
      perSize: 2,
    });
  });

  it('falls back to the request when the answer has no list or page', () => {
    expect(toPaged({}, 'orderList', { currentPage: 1, perSize: 10 })).toEqual({ items: [], total: 0, currentPage: 1, perSize: 10 });
  });

  it('feeds antd pagination and asks for currentPage and perSize', () => {
    const onChange = vi.fn();
    const pagination = tablePagination({ total: 42, currentPage: 3, perSize: 20 }, onChange);
    expect(pagination).toMatchObject({ current: 3, pageSize: 20, total: 42 });
    expect(pagination.showTotal(42)).toBe('共 42 条');
    pagination.onChange(4, 50);
    expect(onChange).toHaveBeenCalledWith({ currentPage: 4, perSize: 50 });
  });
});
