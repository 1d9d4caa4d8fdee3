import { Button, DatePicker, Form, Radio } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '@/domain/format';
import { TripType } from '@/domain/trip';
import type { TripSearch } from '@/lib/booking-search';
import { gatewayDayjs } from '@/lib/dates';
import { AirportSelect } from './airport-select';
import './itinerary-fields.css';

/** The itinerary part of a booking query form. */
export interface ItineraryValues {
  from?: string;
  to?: string;
  tripType: TripType;
  date?: Dayjs;
  returnDate?: Dayjs;
}

/** How far ahead the airline sells. */
export const BOOKING_HORIZON_DAYS = 365;

/** The form's values for an itinerary from the address (or the defaults). */
export function itineraryValues(trip: TripSearch | null): ItineraryValues {
  if (!trip) return { tripType: 'OW' };
  return {
    from: trip.from,
    to: trip.to,
    tripType: trip.trip,
    date: dayjs(trip.date),
    ...(trip.ret ? { returnDate: dayjs(trip.ret) } : {}),
  };
}

/** Validated form values → the itinerary of the address. */
export function toTripSearch(values: ItineraryValues): TripSearch {
  const base = { from: values.from!, to: values.to!, date: values.date!.format(DATE_FORMAT), trip: values.tripType };
  return values.tripType === 'RT' && values.returnDate ? { ...base, ret: values.returnDate.format(DATE_FORMAT) } : base;
}

/** Days before today (on the gateway's clock) or beyond the selling horizon cannot be chosen. */
function outsideSale(day: Dayjs): boolean {
  const today = gatewayDayjs().startOf('day');
  return day.isBefore(today) || day.isAfter(today.add(BOOKING_HORIZON_DAYS, 'day'));
}

const TRIP_OPTIONS = [...TripType.options];

/**
 * From, to, one-way or round trip, the date and the return date: Form.Items of the surrounding Form
 * (values `ItineraryValues`). Past days are disabled on the gateway's clock.
 */
export function ItineraryFields() {
  const form = Form.useFormInstance<ItineraryValues>();
  const tripType = Form.useWatch('tripType', form) as TripType | undefined;
  const date = Form.useWatch('date', form) as Dayjs | undefined;

  return (
    <>
      <Form.Item name="tripType" label="行程类型">
        <Radio.Group options={TRIP_OPTIONS} optionType="button" />
      </Form.Item>
      <div className="od-fields">
        <Form.Item name="from" label="出发" rules={[{ required: true, message: '请选择出发机场' }]}>
          <AirportSelect aria-label="出发" />
        </Form.Item>
        <Button
          className="od-swap"
          icon={<SwapOutlined />}
          aria-label="交换出发与到达"
          title="交换出发与到达"
          onClick={() => {
            const { from, to } = form.getFieldsValue(['from', 'to']) as Pick<ItineraryValues, 'from' | 'to'>;
            form.setFieldsValue({ from: to, to: from });
            // Both changed at once: their checks (the same airport twice) run again.
            if (from && to) void form.validateFields(['from', 'to']).catch(() => undefined);
          }}
        />
        <Form.Item
          name="to"
          label="到达"
          dependencies={['from']}
          rules={[
            { required: true, message: '请选择到达机场' },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                value && value === getFieldValue('from') ? Promise.reject(new Error('出发与到达不能是同一机场')) : Promise.resolve(),
            }),
          ]}
        >
          <AirportSelect aria-label="到达" />
        </Form.Item>
      </div>
      <Form.Item name="date" label="出发日期" rules={[{ required: true, message: '请选择出发日期' }]}>
        <DatePicker aria-label="出发日期" format={DATE_FORMAT} disabledDate={outsideSale} />
      </Form.Item>
      {tripType === 'RT' && (
        <Form.Item
          name="returnDate"
          label="返程日期"
          dependencies={['date']}
          rules={[
            { required: true, message: '请选择返程日期' },
            ({ getFieldValue }) => ({
              validator: (_rule, value: Dayjs | undefined) => {
                const start = getFieldValue('date') as Dayjs | undefined;
                return value && start && value.isBefore(start, 'day')
                  ? Promise.reject(new Error('返程日期不能早于出发日期'))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <DatePicker
            aria-label="返程日期"
            format={DATE_FORMAT}
            disabledDate={(day) => outsideSale(day) || (date ? day.isBefore(date, 'day') : false)}
          />
        </Form.Item>
      )}
    </>
  );
}
