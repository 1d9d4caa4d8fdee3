import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { useAirports } from '@/components/booking/airports';
import { statusTagColumn } from '@/components/list-columns';
import { ListScreen } from '@/components/list-screen';
import { StatusTabs, ListTable } from '@/components/list-table';
import { DeadlineCell } from '@/components/order/order-cells';
import { TwoLines } from '@/components/two-lines';
import { href } from '@/config/routes';
import { formatFen } from '@/domain/format';
import { SeriesStatus, SeriesType } from '@/domain/series';
import type { SeriesSummary } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { seriesList } from './api';
import { paidOfColumn } from './series-cells';
import { patternText } from './series-facts';

export const loader = seriesList.loader;

const TABS = [{ value: 'ALL', label: '全部' }, ...SeriesStatus.options] as const;

function columns(airport: (code: string) => string): ColumnsType<SeriesSummary> {
  return [
    {
      title: '系列团',
      key: 'series',
      width: 220,
      render: (_, row) => (
        <div>
          <Link to={href('seriesDetail', { seriesNo: row.seriesNo })}>{row.seriesNo}</Link>
          <div className="cell-ellipsis" title={row.groupName} style={{ maxWidth: 200 }}>
            {row.groupName}
          </div>
          <div className="text-description">{SeriesType.label(row.seriesType)}</div>
        </div>
      ),
    },
    {
      title: '航线 / 日期',
      key: 'route',
      width: 240,
      render: (_, row) => <TwoLines main={`${airport(row.depAirport)} → ${airport(row.arrAirport)}`} sub={patternText(row)} />,
    },
    {
      title: '航班日期 / 每团',
      key: 'departures',
      width: 120,
      render: (_, row) => <TwoLines main={`${row.activeCount}/${row.departureCount} 个`} sub={`每团 ${row.groupCount} 人`} />,
    },
    paidOfColumn(140),
    {
      title: '待付',
      key: 'due',
      width: 150,
      render: (_, row) => <DeadlineCell label={formatFen(row.dueAmount)} deadline={row.dueAmount > 0 ? row.nextDeadline : undefined} />,
    },
    statusTagColumn('状态', 90, SeriesStatus),
  ];
}

/** /agent/orderCenter/series: the agency's series, by state, with their departures and what is due across them. */
export default function SeriesListPage() {
  const list = useList(seriesList);
  const { label } = useAirports();
  return (
    <ListScreen list={list} tabs="status">
      <StatusTabs list={list} options={TABS} />
      <ListTable list={list} rowKey="seriesNo" columns={columns(label)} scroll={{ x: 'max-content' }} emptyText="暂无系列团" />
    </ListScreen>
  );
}
