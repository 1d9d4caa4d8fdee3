import { Button, Card, Form, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { FlowSteps } from '@/components/booking/flow';
import { ItineraryFields, type ItineraryValues } from '@/components/booking/itinerary-fields';
import { PassengerCountFields, type CountValues } from '@/components/booking/passenger-count-fields';
import { useTripSearchStep } from '@/components/booking/trip-search-step';
import { Page } from '@/components/page';
import { INDIVIDUAL_SEATS } from '@/domain/booking';
import type { BookingState } from '@/lib/booking-search';
import { bookingFlow, type BookingStep } from './flow';

type ReserverValues = ItineraryValues & CountValues;

export const loader = bookingFlow.loader('reserver');

/** /normal/book/reserver: the itinerary and the passengers by type; the flights follow on the next screen. */
export default function ReserverPage() {
  // A search in the address (修改查询 from the flight list) wins over the draft, once, when the screen opens.
  const { form, draft, onFinish } = useTripSearchStep<BookingState, BookingStep>(bookingFlow, 'reserver', 'price', {
    draft: 'book-query',
    follow: false,
  });

  return (
    <Page>
      <FlowSteps flow={bookingFlow} current="reserver" />
      <Card>
        <Form<ReserverValues>
          form={form}
          layout="vertical"
          initialValues={{ tripType: 'OW', adultCount: 1, childCount: 0, infantCount: 0 }}
          onValuesChange={draft.onValuesChange}
          onFinish={onFinish}
          style={{ maxWidth: 560 }}
        >
          <ItineraryFields />
          <PassengerCountFields seats={INDIVIDUAL_SEATS} />
          <Typography.Paragraph type="secondary">
            每个订单{INDIVIDUAL_SEATS.min}-{INDIVIDUAL_SEATS.max}位占座旅客（成人、儿童）；婴儿不占座，每位婴儿须由一位成人陪同。
          </Typography.Paragraph>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            查询航班
          </Button>
        </Form>
      </Card>
    </Page>
  );
}
