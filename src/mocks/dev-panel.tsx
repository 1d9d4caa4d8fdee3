import { createContext, useContext, useEffect, useReducer, useState, type ReactNode } from 'react';
import { Alert, Button, ConfigProvider, Descriptions, Drawer, Image, Input, Popconfirm, Radio, Space, Spin, Table, Typography } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { antdLook } from '@/config/theme';
import { formatFen } from '@/domain/format';
import { InvoiceStatus } from '@/domain/invoice';
import { RefundKind } from '@/domain/refund';
import { ReportKind, ReportStatus } from '@/domain/report';
import { progressAt } from './documents/rules/report';
import type { PanelSource } from './dev-panel-source';
import { LauncherButton } from './dev-panel-launcher';
import type { DueReminderRecord } from './due/rules/due';
import type { FaultKind, SmsPurpose, SmsRecord } from './state';
import type { ScheduleChangeInput } from '@/lib/gateway/endpoints';
import { toGatewayDateTime } from './kernel/time-format';
import { DAY, HOUR } from './kernel/rules/figures';
import type { OrderKind } from './order/rules/order-kinds';

/**
 * The developer panel: a small floating button that opens a drawer to drive the gateway simulator
 * (clock, session, faults) and read what a phone or a captcha image would show. Mounted by
 * browser.ts in its own React root, outside the app.
 */

const PanelSourceContext = createContext<PanelSource | null>(null);

function usePanelSource(): PanelSource {
  const source = useContext(PanelSourceContext);
  if (!source) throw new Error('DevPanel: no simulator');
  return source;
}

const FAULT_OPTIONS: { value: FaultKind | 'none'; label: string }[] = [
  { value: 'none', label: '无' },
  { value: 'timeout', label: '超时' },
  { value: 'http500', label: 'HTTP 500' },
  { value: 'http400', label: 'HTTP 400' },
  { value: 'business', label: '业务错误' },
];

const SMS_PURPOSE_LABEL: Record<SmsPurpose, string> = {
  LOGIN: '动态密码登录',
  FORGOT: '找回密码',
  REGISTER: '注册',
  SUB_ACCOUNT_RESET: '重置子账号密码',
  DEREGISTER: '账户注销',
  SCHEDULE_CHANGE: '航班变动通知',
};

/** Re-renders on every simulator change, and every second while `ticking` (the clock runs). */
function useSimulatorUpdates(ticking: boolean): void {
  const simulator = usePanelSource();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => simulator.subscribe(rerender), [simulator]);
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = window.setInterval(rerender, 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);
}

function describeOffset(offsetMs: number): string | null {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  if (minutes === 0) return null;
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  const parts = [days && `${days}天`, hours && `${hours}小时`, rest && `${rest}分钟`].filter(Boolean).join('');
  return `${offsetMs > 0 ? '比真实时间快' : '比真实时间慢'}${parts}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 24 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function ClockSection() {
  const simulator = usePanelSource();
  const { clock } = simulator;
  const offset = describeOffset(simulator.state.clockOffsetMs);
  return (
    <Section title="模拟时钟">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text strong data-testid="simulator-now">
          {toGatewayDateTime(clock.nowMs())}
        </Typography.Text>
        {offset && <Typography.Text type="warning">{offset}</Typography.Text>}
        <Space wrap>
          <Button onClick={() => clock.advance(HOUR)}>+1小时</Button>
          <Button onClick={() => clock.advance(DAY)}>+1天</Button>
          <Button onClick={() => clock.advance(7 * DAY)}>+7天</Button>
          <Button onClick={() => clock.useRealTime()} disabled={offset === null}>
            恢复真实时间
          </Button>
        </Space>
      </Space>
    </Section>
  );
}

function SessionSection() {
  const simulator = usePanelSource();
  const { session, accounts } = simulator.state;
  const account = session && accounts.find((candidate) => candidate.accountId === session.accountId);
  return (
    <Section title="当前会话">
      {session && account ? (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'account', label: '账号', children: `${account.userName}（${account.displayName}）` },
            { key: 'lastSeen', label: '最后活动', children: toGatewayDateTime(session.lastSeen) },
            ...(session.expired ? [{ key: 'expired', label: '状态', children: '已过期（下次调用将提示登录过期）' }] : []),
          ]}
        />
      ) : (
        <Typography.Paragraph type="secondary">未登录</Typography.Paragraph>
      )}
      <Space wrap>
        <Button danger disabled={!session} onClick={() => simulator.expireSession()}>
          使会话过期
        </Button>
        {/* The README's token links are single use: this makes them work once more. */}
        <Button onClick={() => simulator.reissueDemoTokens()}>重新签发演示令牌</Button>
      </Space>
    </Section>
  );
}

function FaultSection() {
  const simulator = usePanelSource();
  const pending = simulator.state.pendingFault;
  return (
    <Section title="下次调用故障">
      <Radio.Group
        value={(pending !== null && typeof pending === 'object' ? pending.kind : pending) ?? 'none'}
        options={FAULT_OPTIONS}
        onChange={(event) => {
          const value = event.target.value as FaultKind | 'none';
          simulator.injectFault(value === 'none' ? null : value);
        }}
      />
      <Alert
        style={{ marginTop: 12 }}
        type="info"
        showIcon
        title="故障只作用于下一次网关调用，之后自动恢复。“超时”会让请求一直挂起，直到客户端的180秒请求超时。"
      />
    </Section>
  );
}

function CodesSection() {
  const simulator = usePanelSource();
  const { lastCaptcha, smsOutbox, dueReminders } = simulator.state;
  return (
    <Section title="验证码与短信">
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'captcha',
            label: '最新图形验证码',
            children: lastCaptcha ? (
              <Typography.Text code copyable>
                {lastCaptcha.code}
              </Typography.Text>
            ) : (
              '无'
            ),
          },
        ]}
      />
      <Table<SmsRecord>
        size="small"
        pagination={false}
        rowKey={(record) => `${record.purpose}-${record.mobile}-${record.issuedAt}-${record.text ?? ''}`}
        dataSource={smsOutbox}
        locale={{ emptyText: '尚未发送短信' }}
        columns={[
          { title: '手机号', dataIndex: 'mobile' },
          {
            title: '验证码',
            dataIndex: 'code',
            render: (code: string, record) =>
              record.text ? (
                <Typography.Text style={{ fontSize: 12 }}>{record.text}</Typography.Text>
              ) : (
                <Typography.Text code copyable>
                  {code}
                </Typography.Text>
              ),
          },
          { title: '用途', dataIndex: 'purpose', render: (purpose: SmsPurpose) => SMS_PURPOSE_LABEL[purpose] },
          { title: '发送时间', dataIndex: 'issuedAt', render: (issuedAt: number) => toGatewayDateTime(issuedAt).slice(5) },
        ]}
      />
      <Table<DueReminderRecord>
        size="small"
        style={{ marginTop: 12 }}
        title={() => '到期提醒短信（发往机构联系电话，每项一次）'}
        pagination={{ pageSize: 5, size: 'small' }}
        rowKey="reminderId"
        dataSource={dueReminders}
        locale={{ emptyText: '尚未发送到期提醒' }}
        columns={[
          { title: '手机号', dataIndex: 'mobile', width: 110 },
          { title: '内容', dataIndex: 'text' },
          { title: '发送时间', dataIndex: 'sentAt', width: 100, render: (sentAt: number) => toGatewayDateTime(sentAt).slice(5) },
        ]}
      />
    </Section>
  );
}

type Decision = { approve: true } | { reject: string } | { askFiles: string };

/** One application waiting for the airline: approve, reject with a reason, or (a refund) ask for more files. */
function ReviewItem({
  id,
  title,
  description,
  image,
  asksFiles = false,
  onReview,
}: {
  id: string;
  title: string;
  description: string;
  image?: string;
  asksFiles?: boolean;
  onReview: (decision: Decision) => void;
}) {
  const [reason, setReason] = useState('');
  const [wanted, setWanted] = useState('');
  return (
    <li style={{ borderBottom: '1px solid #f0f0f0', padding: '8px 0' }}>
      <Space align="start">
        {image && <Image width={56} src={image} alt={`${id}的凭证`} />}
        <Space orientation="vertical" size={4}>
          <Typography.Text strong>{title}</Typography.Text>
          <Typography.Text type="secondary">{description}</Typography.Text>
          <Space wrap>
            <Button type="primary" size="small" autoInsertSpace={false} onClick={() => onReview({ approve: true })}>
              通过
            </Button>
            <Space.Compact size="small">
              <Input
                aria-label={`${id}的驳回原因`}
                placeholder="驳回原因"
                value={reason}
                maxLength={100}
                onChange={(event) => setReason(event.target.value)}
              />
              <Button danger autoInsertSpace={false} disabled={reason.trim() === ''} onClick={() => onReview({ reject: reason })}>
                驳回
              </Button>
            </Space.Compact>
            {asksFiles && (
              <Space.Compact size="small">
                <Input
                  aria-label={`${id}需补充的材料`}
                  placeholder="需补充的材料"
                  value={wanted}
                  maxLength={100}
                  onChange={(event) => setWanted(event.target.value)}
                />
                <Button autoInsertSpace={false} disabled={wanted.trim() === ''} onClick={() => onReview({ askFiles: wanted })}>
                  要求补充材料
                </Button>
              </Space.Compact>
            )}
          </Space>
        </Space>
      </Space>
    </li>
  );
}

const CHANGE_KINDS: { value: ScheduleChangeInput['changeType']; label: string }[] = [
  { value: 'DELAY', label: '延误' },
  { value: 'TIME_CHANGE', label: '时刻变更' },
  { value: 'FLIGHT_NO_CHANGE', label: '航班号变更' },
  { value: 'AIRCRAFT_CHANGE', label: '机型变更' },
  { value: 'CANCEL', label: '取消' },
];

/** The airline's side: a schedule change on any departure (rules/schedule-change.ts), as a trainer makes one happen. */
function ScheduleChangeSection() {
  const simulator = usePanelSource();
  const [input, setInput] = useState<ScheduleChangeInput>({ flightNo: '', flightDate: '', changeType: 'DELAY' });
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const field = (key: keyof ScheduleChangeInput, label: string, placeholder: string) => (
    <Input
      aria-label={label}
      placeholder={placeholder}
      value={(input[key] as string | undefined) ?? ''}
      onChange={(event) => setInput({ ...input, [key]: event.target.value.trim() === '' ? undefined : event.target.value.trim() })}
    />
  );
  const publish = () => {
    simulator.scheduleChanges.publish(input).then(
      (published) =>
        setResult({
          ok: true,
          text: `已发布${published.changeId}：影响${published.orderCount}个订单（${published.noticeIds.join('、') || '无'}）`,
        }),
      (error: unknown) => setResult({ ok: false, text: error instanceof Error ? error.message : String(error) }),
    );
  };
  return (
    <Section title="航班变动（航司）">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          {field('flightNo', '航班号', '航班号 XY5242')}
          {field('flightDate', '航班日期', '日期 YYYY-MM-DD')}
        </Space>
        <Radio.Group
          aria-label="变动类型"
          value={input.changeType}
          onChange={(event) => setInput({ ...input, changeType: event.target.value as ScheduleChangeInput['changeType'] })}
          options={CHANGE_KINDS}
        />
        <Space wrap>
          {field('newDepTime', '新起飞时刻', '新起飞 HH:mm')}
          {field('newArrTime', '新到达时刻', '新到达 HH:mm')}
          {field('newFlightNo', '新航班号或替代航班', '新航班号/替代航班')}
          {field('newFlightDate', '新日期', '新日期 YYYY-MM-DD')}
          {field('newAircraftType', '新机型', '新机型')}
          {field('reason', '变动原因', '原因')}
        </Space>
        <Button type="primary" onClick={publish}>
          发布航班变动
        </Button>
        {result && <Alert type={result.ok ? 'success' : 'error'} title={result.text} />}
      </Space>
    </Section>
  );
}

/** Which menu an application belongs to, by its order's kind. */
const REFUND_MENU: Record<OrderKind, string> = { TEAM: '团队退票', SCATTERED: '散客退票单', INDIVIDUAL: '退票' };

/**
 * The airline's desks: pending top-ups (finance) and refund applications of every menu (团队退票,
 * 散客退票单): approved, rejected with a reason, or (a refund) asked for more files.
 */
function ReviewSection() {
  const simulator = usePanelSource();
  const [error, setError] = useState<string | null>(null);
  const topUps = simulator.topUps.pending();
  const refunds = simulator.refunds.pending();
  const agencyOf = (ownerAccountId: string) =>
    simulator.state.prepaidAccounts.find((account) => account.ownerAccountId === ownerAccountId)?.accountName ?? ownerAccountId;
  const run = (action: Promise<void>) => {
    setError(null);
    action.catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  };
  return (
    <Section title="航司审核（充值、退票）">
      {topUps.length + refunds.length === 0 ? (
        <Typography.Paragraph type="secondary">暂无待审核的充值或退票申请</Typography.Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {topUps.map((application) => (
            <ReviewItem
              key={application.applicationNo}
              id={application.applicationNo}
              title={`${application.applicationNo} 充值${formatFen(application.amount)}`}
              description={`${agencyOf(application.ownerAccountId)}，转账日期${application.transferDate}${application.remark ? `，备注：${application.remark}` : ''}`}
              image={application.voucherImage}
              onReview={(decision) => 'askFiles' in decision || run(simulator.topUps.review(application.applicationNo, decision))}
            />
          ))}
          {refunds.map((refund) => (
            <ReviewItem
              key={refund.refundId}
              id={refund.refundId}
              title={`${refund.refundId} ${REFUND_MENU[refund.orderKind]}，应退${formatFen(refund.amount)}`}
              description={`${refund.orderNo} ${refund.groupName}（PNR ${refund.pnr}），${RefundKind.label(refund.kind)}${refund.tickets.length}张，原因：${refund.reason}`}
              asksFiles
              onReview={(decision) => run(simulator.refunds.review(refund.refundId, decision))}
            />
          ))}
        </ul>
      )}
      {error && <Alert style={{ marginTop: 8 }} type="error" showIcon title={error} />}
    </Section>
  );
}

/** One itinerary or report the outside service is still working on: what it is, and how it may end now. */
function PendingDocument({ title, detail, children }: { title: string; detail: string; children: ReactNode }) {
  return (
    <li style={{ borderBottom: '1px solid #f0f0f0', padding: '8px 0' }}>
      <Space orientation="vertical" size={4}>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text type="secondary">{detail}</Typography.Text>
        {children}
      </Space>
    </li>
  );
}

type Outcome = [label: string, choose: () => void];

/** The two ends an outside service can give a document: its success, and its failure. */
function Outcomes({ success: [successLabel, succeed], failure: [failureLabel, fail] }: { success: Outcome; failure: Outcome }) {
  return (
    <Space wrap>
      <Button type="primary" size="small" onClick={succeed}>
        {successLabel}
      </Button>
      <Button danger size="small" onClick={fail}>
        {failureLabel}
      </Button>
    </Space>
  );
}

/**
 * The tax platform and the report service: itineraries being printed or reversed, reports queued or
 * generating, ended now with the outcome chosen (otherwise they end on the clock by the simulator's rules).
 */
function DocumentsSection() {
  const simulator = usePanelSource();
  const [error, setError] = useState<string | null>(null);
  const invoices = simulator.invoices.pending();
  const reports = simulator.reports.pending();
  const now = simulator.clock.nowMs();
  const run = (action: Promise<void>) => {
    setError(null);
    action.catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  };
  return (
    <Section title="行程单与报表">
      {invoices.length === 0 && reports.length === 0 && (
        <Typography.Paragraph type="secondary">没有开具、冲红或生成中的单据</Typography.Paragraph>
      )}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {invoices.map((invoice) => (
          <PendingDocument
            key={invoice.invoiceNo}
            title={`行程单${invoice.invoiceNo} ${InvoiceStatus.label(invoice.status)}`}
            detail={`${invoice.buyerName}，${invoice.tickets.length}张客票，${formatFen(invoice.tickets.reduce((sum, line) => sum + line.total, 0))}`}
          >
            {invoice.status === 'WAIT_PRINT' ? (
              <Outcomes
                success={['开具成功', () => run(simulator.invoices.complete(invoice.invoiceNo, 'PRINT_SUCCESS'))]}
                failure={['开具失败', () => run(simulator.invoices.complete(invoice.invoiceNo, 'PRINT_FAILED'))]}
              />
            ) : (
              <Button size="small" onClick={() => run(simulator.invoices.complete(invoice.invoiceNo))}>
                完成冲红
              </Button>
            )}
          </PendingDocument>
        ))}
        {reports.map((report) => (
          <PendingDocument
            key={report.reportNo}
            title={`报表${report.reportNo} ${ReportStatus.label(report.status)} ${progressAt(report, now)}%`}
            detail={`${ReportKind.label(report.kind)}，${report.dateStart}至${report.dateEnd}`}
          >
            <Outcomes
              success={['生成成功', () => run(simulator.reports.complete(report.reportNo, 'SUCCESS'))]}
              failure={['生成失败', () => run(simulator.reports.complete(report.reportNo, 'FAILED'))]}
            />
          </PendingDocument>
        ))}
      </ul>
      {error && <Alert style={{ marginTop: 8 }} type="error" showIcon title={error} />}
    </Section>
  );
}

/** What happened to the saved data: replaced by the seed after an upgrade, or failing to save. */
function StorageAlerts() {
  const simulator = usePanelSource();
  const { notice, saveError } = simulator.persistence;
  return (
    <>
      {notice && <Alert style={{ marginBottom: 16 }} type="warning" showIcon title={notice} data-testid="simulator-notice" />}
      {saveError && <Alert style={{ marginBottom: 16 }} type="error" showIcon title={saveError} data-testid="simulator-save-error" />}
    </>
  );
}

/**
 * Invariants the state broke (rules/invariants.ts): in the demo the store keeps the state and lists them
 * here instead of refusing the call, so a tester sees the meeting point that went wrong and its figures.
 */
function ViolationsAlert() {
  const simulator = usePanelSource();
  const violations = simulator.violations();
  if (violations.length === 0) return null;
  return (
    <Alert
      style={{ marginBottom: 16 }}
      type="error"
      showIcon
      data-testid="simulator-violations"
      title={`模拟器发现${violations.length}处数据不一致`}
      description={
        <ul style={{ paddingInlineStart: 20, margin: 0 }}>
          {violations.slice(-5).map((violation, index) => (
            <li key={index}>
              {violation.entity}：{violation.detail}
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** What the settle step did lately (captchas, SMS codes, locks and sessions falling due). */
function SettleLogSection() {
  const simulator = usePanelSource();
  const entries = simulator.state.settleLog.slice(0, 8);
  return (
    <Section title="到期处理记录">
      {entries.length === 0 ? (
        <Typography.Paragraph type="secondary">暂无</Typography.Paragraph>
      ) : (
        <ul style={{ paddingInlineStart: 20, margin: 0 }}>
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <Typography.Text>
                {entry.at.slice(5, 16).replace('T', ' ')} {entry.detail}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ResetSection() {
  const simulator = usePanelSource();
  return (
    <Section title="演示数据">
      <Popconfirm
        title="重置演示数据？"
        description="账号、公告、航变通知等全部恢复初始状态，并重新加载页面。"
        okText="重置"
        cancelText="取消"
        onConfirm={async () => {
          await simulator.reset();
          window.location.reload();
        }}
      >
        <Button danger>重置演示数据</Button>
      </Popconfirm>
    </Section>
  );
}

/**
 * `source`: the simulator to drive (the page's: `workerSource`, dev-panel-source.ts). `initiallyOpen`: the
 * drawer open at once, as the launcher (dev-panel-launcher.tsx) hands over to the panel on its first click.
 */
export function DevPanel({ source, initiallyOpen = false }: { source: PanelSource; initiallyOpen?: boolean }) {
  return (
    <PanelSourceContext.Provider value={source}>
      <Panel initiallyOpen={initiallyOpen} />
    </PanelSourceContext.Provider>
  );
}

function Panel({ initiallyOpen }: { initiallyOpen: boolean }) {
  const simulator = usePanelSource();
  const [open, setOpen] = useState(initiallyOpen);
  const [opened, setOpened] = useState(initiallyOpen);
  useSimulatorUpdates(open);
  const { notice, saveError } = simulator.persistence;
  // In the browser the state's parts the panel shows come from the worker while it is open.
  useEffect(() => simulator.watch?.(open), [simulator, open]);
  const ready = simulator.ready ?? true;
  const alert = Boolean(notice || saveError || simulator.violations().length > 0);
  return (
    <>
      <LauncherButton
        attention={alert}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened && (
        <ConfigProvider locale={zhCN} {...antdLook}>
          <Drawer title="网关模拟器" open={open} onClose={() => setOpen(false)} size={420}>
            {ready ? (
              <>
                <StorageAlerts />
                <ViolationsAlert />
                <ClockSection />
                <SessionSection />
                <FaultSection />
                <CodesSection />
                <ScheduleChangeSection />
                <ReviewSection />
                <DocumentsSection />
                <SettleLogSection />
                <ResetSection />
              </>
            ) : (
              <Spin />
            )}
          </Drawer>
        </ConfigProvider>
      )}
    </>
  );
}
