import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { arrivesNextDay, formatDuration } from '@/domain/format';
import type { FlightInfo } from '@/lib/gateway';

const nextDay = (flight: FlightInfo): boolean => arrivesNextDay(flight.depTime, flight.arrTime);

function TimeAt({ time, airport, plusDay = false }: { time: string; airport: string; plusDay?: boolean }) {
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text strong>
        {time}
        {plusDay && <sup title="次日到达">+1</sup>}
      </Typography.Text>
      <Typography.Text type="secondary">{airport}</Typography.Text>
    </Space>
  );
}

/**
 * The columns every flight table starts with: flight and aircraft, departure, arrival, duration.
 * `rowSpan` merges the cells of one flight over several rows (one row per cabin).
 */
export function flightInfoColumns<T extends FlightInfo>(
  airportLabel: (code: string) => string,
  rowSpan?: (row: T) => number,
): ColumnsType<T> {
  const onCell = rowSpan ? (row: T) => ({ rowSpan: rowSpan(row) }) : undefined;
  return [
    {
      title: '航班',
      key: 'flight',
      // Pinned: a table scrolled sideways keeps saying which flight a row is.
      fixed: 'left',
      onCell,
      render: (_, flight) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{flight.flightNo}</Typography.Text>
          <Typography.Text type="secondary">{flight.aircraftType}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '起飞',
      key: 'dep',
      onCell,
      render: (_, flight) => <TimeAt time={flight.depTime} airport={airportLabel(flight.depAirport)} />,
    },
    {
      title: '到达',
      key: 'arr',
      onCell,
      render: (_, flight) => <TimeAt time={flight.arrTime} airport={airportLabel(flight.arrAirport)} plusDay={nextDay(flight)} />,
    },
    { title: '飞行时长', key: 'duration', onCell, render: (_, flight) => formatDuration(flight.durationMinutes) },
  ];
}

/** One line for a chosen flight: 'XY5101 2026-12-01 08:35 上海浦东 PVG → 11:50 成都双流 CTU'. */
export function FlightLine({
  flight,
  airportLabel,
  prefix,
}: {
  flight: FlightInfo;
  airportLabel: (code: string) => string;
  prefix?: string;
}) {
  return (
    <Space wrap size={[8, 0]}>
      {prefix && <Typography.Text type="secondary">{prefix}</Typography.Text>}
      <Typography.Text strong>{flight.flightNo}</Typography.Text>
      <Typography.Text>{flight.flightDate}</Typography.Text>
      <Typography.Text>
        {flight.depTime} {airportLabel(flight.depAirport)} → {flight.arrTime}
        {nextDay(flight) ? '(+1)' : ''} {airportLabel(flight.arrAirport)}
      </Typography.Text>
      <Typography.Text type="secondary">
        {flight.aircraftType} · {formatDuration(flight.durationMinutes)}
      </Typography.Text>
    </Space>
  );
}
