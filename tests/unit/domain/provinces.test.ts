import { describe, expect, it } from 'vitest';
import { findProvince, PROVINCE_OPTIONS, PROVINCES, provinceName } from '@/domain/provinces';

describe('provinces', () => {
  it('lists 34 provincial-level divisions with unique codes and names', () => {
    expect(PROVINCES).toHaveLength(34);
    expect(new Set(PROVINCES.map((p) => p.code)).size).toBe(34);
    expect(new Set(PROVINCES.map((p) => p.name)).size).toBe(34);
  });

  it.each([
    ['京', '北京市'],
    ['沪', '上海市'],
    ['琼', '海南省'],
    ['粤', '广东省'],
    ['新', '新疆维吾尔自治区'],
    ['台', '台湾省'],
    ['港', '香港特别行政区'],
    ['澳', '澳门特别行政区'],
  ])('%s is %s', (code, name) => {
    expect(findProvince(code)).toEqual({ code, name });
    expect(provinceName(code)).toBe(name);
  });

  it('offers Select options valued by code, labelled by full name, Beijing first', () => {
    expect(PROVINCE_OPTIONS).toHaveLength(34);
    expect(PROVINCE_OPTIONS[0]).toEqual({ value: '京', label: '北京市' });
  });

  it('shows an unknown code as it came', () => {
    expect(provinceName('X')).toBe('X');
    expect(provinceName(null)).toBe('');
    expect(findProvince('X')).toBeUndefined();
  });
});
