import type { Airport } from '@/lib/gateway/endpoints';

/**
 * The airports the airline flies: a constant table (airports do not change while the simulator runs),
 * with each airport's position so the timetable can price routes by distance.
 */

export interface AirportRecord extends Airport {
  latitude: number;
  longitude: number;
}

export const AIRPORTS: readonly AirportRecord[] = [
  { code: 'PEK', name: '北京首都', city: '北京', cityPinyin: 'beijing', latitude: 40.08, longitude: 116.58 },
  { code: 'PKX', name: '北京大兴', city: '北京', cityPinyin: 'beijing', latitude: 39.51, longitude: 116.41 },
  { code: 'PVG', name: '上海浦东', city: '上海', cityPinyin: 'shanghai', latitude: 31.14, longitude: 121.81 },
  { code: 'SHA', name: '上海虹桥', city: '上海', cityPinyin: 'shanghai', latitude: 31.2, longitude: 121.34 },
  { code: 'CAN', name: '广州白云', city: '广州', cityPinyin: 'guangzhou', latitude: 23.39, longitude: 113.3 },
  { code: 'SZX', name: '深圳宝安', city: '深圳', cityPinyin: 'shenzhen', latitude: 22.64, longitude: 113.81 },
  { code: 'CTU', name: '成都双流', city: '成都', cityPinyin: 'chengdu', latitude: 30.58, longitude: 103.95 },
  { code: 'TFU', name: '成都天府', city: '成都', cityPinyin: 'chengdu', latitude: 30.32, longitude: 104.44 },
  { code: 'CKG', name: '重庆江北', city: '重庆', cityPinyin: 'chongqing', latitude: 29.72, longitude: 106.64 },
  { code: 'KMG', name: '昆明长水', city: '昆明', cityPinyin: 'kunming', latitude: 25.1, longitude: 102.93 },
  { code: 'XIY', name: '西安咸阳', city: '西安', cityPinyin: 'xian', latitude: 34.45, longitude: 108.75 },
  { code: 'HGH', name: '杭州萧山', city: '杭州', cityPinyin: 'hangzhou', latitude: 30.23, longitude: 120.43 },
  { code: 'NKG', name: '南京禄口', city: '南京', cityPinyin: 'nanjing', latitude: 31.74, longitude: 118.86 },
  { code: 'XMN', name: '厦门高崎', city: '厦门', cityPinyin: 'xiamen', latitude: 24.54, longitude: 118.13 },
  { code: 'WUH', name: '武汉天河', city: '武汉', cityPinyin: 'wuhan', latitude: 30.78, longitude: 114.21 },
  { code: 'CSX', name: '长沙黄花', city: '长沙', cityPinyin: 'changsha', latitude: 28.19, longitude: 113.22 },
  { code: 'TAO', name: '青岛胶东', city: '青岛', cityPinyin: 'qingdao', latitude: 36.36, longitude: 120.09 },
  { code: 'SYX', name: '三亚凤凰', city: '三亚', cityPinyin: 'sanya', latitude: 18.3, longitude: 109.41 },
];

export function airportByCode(code: string): AirportRecord | undefined {
  return AIRPORTS.find((airport) => airport.code === code);
}

/** Great-circle distance in km between two airports of the table (0 when either is unknown). */
export function distanceKm(from: string, to: string): number {
  const a = airportByCode(from);
  const b = airportByCode(to);
  if (!a || !b) return 0;
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}
