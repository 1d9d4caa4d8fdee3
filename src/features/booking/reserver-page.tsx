import { Card } from 'antd';
import { FlowSteps } from '@/components/booking/flow';
import { TripSearchForm } from '@/components/booking/trip-search-form';
import { useTripSearchStep } from '@/components/booking/trip-search-step';
import { Page } from '@/components/page';
import { INDIVIDUAL_SEATS } from '@/domain/booking';
import type { BookingState } from '@/lib/booking-search';
import { bookingFlow, type BookingStep } from './flow';

export const loader = bookingFlow.loader('reserver');

/** /normal/book/reserver: the itinerary and the passengers by type; the flights follow on the next screen. */
export default function ReserverPage() {
  // A search in the address (修改查询 from the flight list) wins over the draft, once, when the screen opens.
  const step = useTripSearchStep<BookingState, BookingStep>(bookingFlow, 'reserver', 'price', {
    draft: 'book-query',
    follow: false,
  });

  return (
    <Page>
      <FlowSteps flow={bookingFlow} current="reserver" />
      <Card>
        <TripSearchForm
          step={step}
          style={{ maxWidth: 560 }}
          note={`每个订单${INDIVIDUAL_SEATS.min}-${INDIVIDUAL_SEATS.max}位占座旅客（成人、儿童）；婴儿不占座，每位婴儿须由一位成人陪同。`}
        />
      </Card>
    </Page>
  );
}
