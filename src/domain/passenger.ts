import { defineEnum, type EnumValue } from './enum';

/** Spec §3 passenger type. Infants hold no seat and do not count toward a group's size. */
export const PassengerType = defineEnum({
  ADT: { label: '成人' },
  CHD: { label: '儿童' },
  INF: { label: '婴儿' },
});
export type PassengerType = EnumValue<typeof PassengerType>;

/** Passenger identity document; only NI (mainland ID card) has a checksum to validate. */
export const IdType = defineEnum({
  NI: { label: '身份证' },
  PP: { label: '护照' },
  GA: { label: '港澳通行证' },
  TW: { label: '台湾通行证' },
  HX: { label: '回乡证' },
  TB: { label: '台胞证' },
  OTHER: { label: '其他' },
});
export type IdType = EnumValue<typeof IdType>;
