import type { CSSProperties, ReactNode } from 'react';
import { Button, Form, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { INDIVIDUAL_SEATS } from '@/domain/booking';
import type { BookingState } from '@/lib/booking-search';
import { ItineraryFields } from './itinerary-fields';
import { PassengerCountFields } from './passenger-count-fields';
import type { TripSearchValues, useTripSearchStep } from './trip-search-step';

type TripSearchStep = Pick<ReturnType<typeof useTripSearchStep<BookingState, string>>, 'form' | 'draft' | 'onFinish'>;

/**
 * The search form of an individual booking journey (机票预订, 散客), on the state `useTripSearchStep` keeps:
 * the itinerary, the counts an individual order takes, what they allow (`note`, in the journey's words).
 */
export function TripSearchForm({ step, note, style }: { step: TripSearchStep; note: ReactNode; style?: CSSProperties }) {
  return (
    <Form<TripSearchValues>
      form={step.form}
      layout="vertical"
      initialValues={{ tripType: 'OW', adultCount: 1, childCount: 0, infantCount: 0 }}
      onValuesChange={step.draft.onValuesChange}
      onFinish={step.onFinish}
      style={style}
    >
      <ItineraryFields />
      <PassengerCountFields seats={INDIVIDUAL_SEATS} />
      <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
        查询航班
      </Button>
    </Form>
  );
}
