/**
 * Provincial-level divisions with their one-character short codes (简称), in the order of the
 * national division code. 34 entries: provinces, municipalities, autonomous regions, Taiwan and the
 * two special administrative regions.
 */
export const PROVINCES = [
  { code: '京', name: '北京市' },
  { code: '津', name: '天津市' },
  { code: '冀', name: '河北省' },
  { code: '晋', name: '山西省' },
  { code: '蒙', name: '内蒙古自治区' },
  { code: '辽', name: '辽宁省' },
  { code: '吉', name: '吉林省' },
  { code: '黑', name: '黑龙江省' },
  { code: '沪', name: '上海市' },
  { code: '苏', name: '江苏省' },
  { code: '浙', name: '浙江省' },
  { code: '皖', name: '安徽省' },
  { code: '闽', name: '福建省' },
  { code: '赣', name: '江西省' },
  { code: '鲁', name: '山东省' },
  { code: '豫', name: '河南省' },
  { code: '鄂', name: '湖北省' },
  { code: '湘', name: '湖南省' },
  { code: '粤', name: '广东省' },
  { code: '桂', name: '广西壮族自治区' },
  { code: '琼', name: '海南省' },
  { code: '渝', name: '重庆市' },
  { code: '川', name: '四川省' },
  { code: '贵', name: '贵州省' },
  { code: '云', name: '云南省' },
  { code: '藏', name: '西藏自治区' },
  { code: '陕', name: '陕西省' },
  { code: '甘', name: '甘肃省' },
  { code: '青', name: '青海省' },
  { code: '宁', name: '宁夏回族自治区' },
  { code: '新', name: '新疆维吾尔自治区' },
  { code: '台', name: '台湾省' },
  { code: '港', name: '香港特别行政区' },
  { code: '澳', name: '澳门特别行政区' },
] as const;

export type Province = (typeof PROVINCES)[number];
export type ProvinceCode = Province['code'];
export type ProvinceName = Province['name'];

/** Select options: the value is the short code, the label the full name. */
export const PROVINCE_OPTIONS: readonly { value: ProvinceCode; label: ProvinceName }[] = PROVINCES.map((p) => ({
  value: p.code,
  label: p.name,
}));

const byCode = new Map<string, Province>(PROVINCES.map((p) => [p.code, p]));

export function findProvince(code: string | null | undefined): Province | undefined {
  return code == null ? undefined : byCode.get(code);
}

/** Full name of a short code; an unknown code is shown as it came. */
export function provinceName(code: string | null | undefined): string {
  if (code == null) return '';
  return byCode.get(code)?.name ?? code;
}
