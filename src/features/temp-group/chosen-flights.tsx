import { Card, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useAirports } from '@/components/booking/airports';
import { FlightLine } from '@/components/booking/flight-columns';
import { formatFen } from '@/domain/format';
import { TripDirection } from '@/domain/trip';
import type { FlightSelection } from '@/lib/gateway';
import { groupFlightsQuery, type GroupFlightRequest } from './api';

/** The chosen flights with their times (from the flight query the agent chose them in). */
export function ChosenFlights({ request, selections }: { request: GroupFlightRequest; selections: readonly FlightSelection[] }) {
  const { label } = useAirports();
  const flights = useQuery(groupFlightsQuery(request));
  return (
    <Card size="small" title="已选航班">
      <Space orientation="vertical" size={4}>
        {selections.map((selection) => {
          const list = selection.direction === 'O' ? flights.data?.outbound : flights.data?.inbound;
          const flight = list?.find((item) => item.flightNo === selection.flightNo);
          return flight ? (
            <Space key={selection.direction} wrap>
              <FlightLine flight={flight} airportLabel={label} prefix={TripDirection.label(selection.direction)} />
              <Typography.Text type="secondary">
                团队余座 {flight.groupSeatsLeft} · 成人团队价 {formatFen(flight.adultFare)}/人（{request.groupCount}人询价）
              </Typography.Text>
            </Space>
          ) : (
            <Typography.Text key={selection.direction}>
              {TripDirection.label(selection.direction)} {selection.flightNo} {selection.flightDate}
            </Typography.Text>
          );
        })}
      </Space>
    </Card>
  );
}
