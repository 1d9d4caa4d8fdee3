import { Card, Col, Image, Row, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatFen } from '@/domain/format';
import { TopUpStatus } from '@/domain/payment';
import { FilterForm } from '@/components/filter-form';
import { listTableProps } from '@/components/list-table';
import { Page } from '@/components/page';
import type { TopUpApplication } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { loadPrepaid, prepaidQuery, topUpList } from './api';
import { TopUpForm } from './top-up-form';
import { PayeeBankFacts } from './payee-bank-facts';

export const loader = (args: ScreenLoaderArgs) => Promise.all([topUpList.loader(args), loadPrepaid(args.queryClient)]).then(() => null);

const columns: ColumnsType<TopUpApplication> = [
  { title: '申请单号', dataIndex: 'applicationNo', width: 120 },
  { title: '充值金额', dataIndex: 'amount', width: 130, align: 'right', render: (fen: number) => formatFen(fen) },
  { title: '转账日期', dataIndex: 'transferDate', width: 110 },
  {
    title: '转账凭证',
    dataIndex: 'voucherImage',
    width: 90,
    render: (src: string, row) => (
      <Image src={src} alt={`充值申请 ${row.applicationNo} 的转账凭证`} width={48} height={48} style={{ objectFit: 'cover' }} />
    ),
  },
  { title: '申请时间', dataIndex: 'applyTime', width: 150, render: (time: string) => formatDateTime(time) },
  {
    title: '审核状态',
    key: 'status',
    width: 260,
    render: (_, row) => (
      <Space orientation="vertical" size={0}>
        <Tag color={TopUpStatus.color(row.status)}>{TopUpStatus.label(row.status)}</Tag>
        {row.reviewTime && (
          <Typography.Text type="secondary">
            {row.reviewer} {formatDateTime(row.reviewTime)}
          </Typography.Text>
        )}
        {row.status === 'REJECTED' && row.rejectReason && <Typography.Text type="danger">驳回原因：{row.rejectReason}</Typography.Text>}
      </Space>
    ),
  },
  { title: '备注', dataIndex: 'remark', ellipsis: true, render: (remark?: string) => remark || '-' },
];

/** /agent/user/preExistedApplication: apply for a top-up with the transfer voucher; the applications and their review. */
export default function TopUpPage() {
  const list = useList(topUpList);
  const prepaid = useQuery(prepaidQuery());
  const account = prepaid.data?.account;

  return (
    <Page>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title="提交充值申请">
            <TopUpForm />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title="转账至以下账户" loading={prepaid.isPending}>
            {account && <PayeeBankFacts account={account} withBalance />}
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              请先通过银行转账，再上传转账凭证提交申请；航空公司财务审核通过后金额计入预存款账户，驳回的申请会注明原因。
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
      <FilterForm {...list.filterBar} />
      <Card title="充值申请记录">
        <Table rowKey="applicationNo" size="middle" columns={columns} scroll={{ x: 1000 }} {...listTableProps(list, '暂无充值申请')} />
      </Card>
    </Page>
  );
}
