import { defineList } from './list-kit';
import { textFilter } from './list-params';
import { defineWrite } from './mutation-kit';
import { regularPassengerApi } from './gateway/endpoints/regular-passenger';

/*
 * Frequent passengers: one definition shared by the screen (/agent/user/regular-passenger) and the
 * passenger picker of every passenger form (components/passenger-picker.tsx), so both read the same
 * keys and a write reaches both.
 */
export const regularPassengerList = defineList({
  entity: 'regularPassenger',
  endpoint: regularPassengerApi.query,
  listKey: 'passengerList',
  filters: {
    keyword: textFilter({ label: '关键字', placeholder: '姓名、证件号或手机号', maxLength: 30, width: 240 }),
  },
  formId: 'regular-passenger-filter',
});

export const addRegularPassenger = defineWrite({
  endpoint: regularPassengerApi.add,
  invalidates: [regularPassengerList.keys.all],
});

export const editRegularPassenger = defineWrite({
  endpoint: regularPassengerApi.edit,
  invalidates: [regularPassengerList.keys.all],
});

export const deleteRegularPassengers = defineWrite({
  endpoint: regularPassengerApi.delete,
  invalidates: [regularPassengerList.keys.all],
});
