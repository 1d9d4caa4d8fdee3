import { useEffect } from 'react';
import { Button, Card, Form, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { airportsQuery } from '@/components/booking/airports';
import { ItineraryFields, itineraryValues, toTripSearch, type ItineraryValues } from '@/components/booking/itinerary-fields';
import { PassengerCountFields, type CountValues } from '@/components/booking/passenger-count-fields';
import { Page } from '@/components/page';
import { ROUTES } from '@/config/routes';
import { INDIVIDUAL_SEATS } from '@/domain/booking';
import { bookingSearch, readBookingState } from '@/lib/booking-search';
import { useFormDraft } from '@/lib/drafts';
import { warm } from '@/lib/query';
import type { ScreenLoaderArgs } from '@/lib/route-types';

type ReserverValues = ItineraryValues & CountValues;

export const loader = ({ queryClient }: Pick<ScreenLoaderArgs, 'queryClient'>) => warm(queryClient.query(airportsQuery()));

/** /normal/book/reserver: the itinerary and the passengers by type; the flights follow on the next screen. */
export default function ReserverPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [form] = Form.useForm<ReserverValues>();
  const draft = useFormDraft(form, 'book-query');
  const fromAddress = readBookingState(search);

  // A search in the address (修改查询 from the flight list) wins over the draft.
  useEffect(() => {
    if (fromAddress) form.setFieldsValue({ ...itineraryValues(fromAddress.trip), ...fromAddress.counts });
    // Once, when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onFinish = (values: ReserverValues) => {
    const counts = { adultCount: values.adultCount ?? 0, childCount: values.childCount ?? 0, infantCount: values.infantCount ?? 0 };
    void navigate(`${ROUTES.normalBookPrice.path}${bookingSearch({ trip: toTripSearch(values), counts })}`);
  };

  return (
    <Page>
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
