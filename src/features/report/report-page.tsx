import { useState } from 'react';
import { App, Card, Progress, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EMPTY_TEXT, formatDateTime } from '@/domain/format';
import { isReportPending, REPORT_KEEP_DAYS, ReportKind, ReportStatus } from '@/domain/report';
import type { ReportRow } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { useWrite } from '@/lib/mutation-kit';
import { FilterForm } from '@/components/filter-form';
import { rowActionsColumn } from '@/components/list-columns';
import { listTableProps } from '@/components/list-table';
import { Page } from '@/components/page';
import { REPORT_ACTIONS } from '@/components/actions/registry';
import { downloadReport, recreateReport, REPORT_POLL_MS, reportList } from './api';
import { ReportCreateForm } from './report-create-form';

export const loader = reportList.loader;

/** The status: its tag, the progress while queued or generating, the reason of a failure. */
function ReportState({ report }: { report: ReportRow }) {
  return (
    <Space orientation="vertical" size={2} style={{ width: '100%' }}>
      <Space size={4}>
        <Tag color={ReportStatus.color(report.status)}>{ReportStatus.label(report.status)}</Tag>
        {report.attempts > 1 && <Typography.Text type="secondary">第{report.attempts}次生成</Typography.Text>}
      </Space>
      {isReportPending(report.status) && (
        <Progress
          percent={report.progress}
          size="small"
          status="active"
          aria-label={`报表 ${report.reportNo} 生成进度`}
          style={{ width: 160, margin: 0 }}
        />
      )}
      {report.status === 'FAILED' && report.failReason && (
        <Typography.Text type="danger">
          {report.failReason}（停在 {report.progress}%）
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * /agent/report: create a report (kind, date range of at most 3 months); the reports of the last 30
 * days with their progress — asked again quietly every 2.5 s while one is queued or generating — and
 * 下载 (the .xlsx written from the gateway's rows) or 重新生成 for a failed one.
 */
export default function ReportPage() {
  const list = useList(reportList, {
    refetchInterval: (page) => (page?.items.some((report) => isReportPending(report.status)) ? REPORT_POLL_MS : false),
  });
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState<string>();

  const download = useWrite(downloadReport, {
    onSuccess: (content) => void message.success(`已下载 ${content.fileName}（${content.rows.length} 行）`),
  });
  const recreate = useWrite(recreateReport, {
    onSuccess: ({ report }) => void message.success(`报表 ${report.reportNo} 已重新排队生成`),
  });

  const columns: ColumnsType<ReportRow> = [
    { title: '报表编号', dataIndex: 'reportNo', width: 120 },
    { title: '报表类型', dataIndex: 'kind', width: 110, render: (kind: string) => ReportKind.label(kind) },
    {
      title: '日期范围',
      key: 'range',
      width: 190,
      render: (_, row) => `${row.dateStart} 至 ${row.dateEnd}`,
    },
    { title: '状态', key: 'status', width: 210, render: (_, row) => <ReportState report={row} /> },
    { title: '行数', dataIndex: 'rowCount', width: 70, align: 'right', render: (count?: number) => count ?? EMPTY_TEXT },
    {
      title: '创建',
      key: 'created',
      width: 150,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{formatDateTime(row.createTime)}</span>
          <Typography.Text type="secondary">{row.createdBy}</Typography.Text>
        </Space>
      ),
    },
    { title: '完成时间', dataIndex: 'finishTime', width: 150, render: (time?: string) => formatDateTime(time) },
    rowActionsColumn({
      kit: REPORT_ACTIONS,
      width: 110,
      fixed: true,
      subject: (row) => row.reportNo,
      handlers: (row) => ({
        DOWNLOAD: () => {
          setDownloading(row.reportNo);
          download.submit({ reportNo: row.reportNo });
        },
        RECREATE: () => recreate.submit({ reportNo: row.reportNo }),
      }),
      busy: (row) => ({ DOWNLOAD: download.isPending && downloading === row.reportNo, RECREATE: recreate.isPending }),
      empty: () => <Typography.Text type="secondary">生成后可下载</Typography.Text>,
    }),
  ];

  const table = listTableProps(list, '近30天没有报表');

  return (
    <Page>
      <Card title="创建报表">
        <ReportCreateForm />
      </Card>
      <FilterForm {...list.filterBar} />
      <Card title={`近${REPORT_KEEP_DAYS}天的报表`}>
        <Typography.Paragraph type="secondary">
          报表创建后排队生成，进度随网关时间推进；生成成功后可下载 Excel 文件，生成失败的可重新生成。列表保留{REPORT_KEEP_DAYS}
          天内创建的报表。
        </Typography.Paragraph>
        <Table<ReportRow> rowKey="reportNo" size="middle" columns={columns} scroll={{ x: 'max-content' }} {...table} />
      </Card>
    </Page>
  );
}
