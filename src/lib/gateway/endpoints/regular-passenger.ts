import { AUTH } from '@/config/auth-codes';
import { endpointsOf, type PageRequest, type PageResponse, type Count, type DateTimeText } from '../envelope';
import type { PassengerInput } from './order';

const endpoint = endpointsOf('regular-passenger');

/** Frequent passengers (spec §7 "Regular passengers": add, edit, delete, query) of the signed-in account. */
export interface RegularPassenger extends PassengerInput {
  passengerId: string;
  remark?: string;
  updateTime: DateTimeText;
}

export const regularPassengerApi = {
  /** Any signed-in user reads their own (the passenger forms' picker, both areas). */
  query: endpoint<PageRequest & { keyword?: string }, PageResponse<'passengerList', RegularPassenger>>(
    '/regular-passenger/query',
  ),
  add: endpoint<{ passenger: PassengerInput & {
      /**
       * 备注。
       * @maxLength 50
       */
      remark?: string;
    } }, { passenger: RegularPassenger }>(
    '/regular-passenger/add',
    { authCode: AUTH.REGULAR_PASSENGER },
  ),
  edit: endpoint<{ passengerId: string; passenger: PassengerInput & {
      /**
       * 备注。
       * @maxLength 50
       */
      remark?: string;
    } }, { passenger: RegularPassenger }>(
    '/regular-passenger/edit',
    { authCode: AUTH.REGULAR_PASSENGER },
  ),
  delete: endpoint<{ passengerIds: string[] }, { deletedCount: Count }>('/regular-passenger/delete', {
    authCode: AUTH.REGULAR_PASSENGER,
  }),
};
