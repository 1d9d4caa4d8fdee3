import { AUTH } from '@/config/auth-codes';
import {
  endpointsOf,
  type PageRequest,
  type PageResponse,
  type Count,
  type DateTimeText,
  type NonBlankText,
  type RevisionStamp,
  type BaseRevision,
} from '../envelope';
import type { PassengerInput } from './order';

const endpoint = endpointsOf('regular-passenger');

/** Frequent passengers (spec §7 "Regular passengers": add, edit, delete, query) of the signed-in account. */
export interface RegularPassenger extends PassengerInput, RevisionStamp {
  passengerId: string;
  remark?: string;
  updateTime: DateTimeText;
}

export const regularPassengerApi = {
  /**
   * Any signed-in user reads their own (the passenger forms' picker, both areas).
   * @summary 查询常用旅客（可按关键字，分页）
   */
  query: endpoint<PageRequest & { keyword?: string }, PageResponse<'passengerList', RegularPassenger>>('/regular-passenger/query'),
  /**
   * @summary 新增一位常用旅客
   * @rule passenger.name 须为2-20个汉字，或“姓/名”格式的英文姓名（如 ZHANG/SAN）；passenger.idNo 须符合其证件类型（身份证18位且校验位正确，其他证件5-20位字母或数字）；否则 PARAM_INVALID。
   * @rule passenger.birthDate 不得晚于网关的今天，且 passengerType 须与按出生日期算出的类型（成人、儿童、婴儿）一致；否则 PARAM_INVALID。
   */
  add: endpoint<
    {
      passenger: PassengerInput & {
        /**
         * 备注。
         * @maxLength 50
         */
        remark?: string;
      };
    },
    { passenger: RegularPassenger }
  >('/regular-passenger/add', { authCode: AUTH.REGULAR_PASSENGER }),
  /**
   * Refused with REVISION_CONFLICT (the current passenger in `conflict`) when it changed since `baseRevision`.
   * @summary 修改一位常用旅客
   * @rule passenger.name 须为2-20个汉字，或“姓/名”格式的英文姓名（如 ZHANG/SAN）；passenger.idNo 须符合其证件类型（身份证18位且校验位正确，其他证件5-20位字母或数字）；否则 PARAM_INVALID。
   * @rule passenger.birthDate 不得晚于网关的今天，且 passengerType 须与按出生日期算出的类型（成人、儿童、婴儿）一致；否则 PARAM_INVALID。
   */
  edit: endpoint<
    {
      passengerId: NonBlankText;
      baseRevision: BaseRevision;
      passenger: PassengerInput & {
        /**
         * 备注。
         * @maxLength 50
         */
        remark?: string;
      };
    },
    { passenger: RegularPassenger }
  >('/regular-passenger/edit', { authCode: AUTH.REGULAR_PASSENGER }),
  /** @summary 删除常用旅客（可多选） */
  delete: endpoint<
    {
      /** @minItems 1 */
      passengerIds: string[];
    },
    { deletedCount: Count }
  >('/regular-passenger/delete', {
    authCode: AUTH.REGULAR_PASSENGER,
  }),
};
