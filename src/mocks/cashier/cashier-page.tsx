import { useEffect, useReducer, useState, type CSSProperties } from 'react';
import { formatFen } from '@/domain/format';
import { MilestoneKind } from '@/domain/order';
import { PayableKind, PaymentStatus } from '@/domain/payment';
import { PAYMENT } from '../kernel/rules/figures';
import type { OnlineOutcome } from '../payment/rules/payment';
import { simulator } from '../simulator';
import { toGatewayDateTime } from '../kernel/time-format';

/**
 * The simulated online cashier's page: shows what an ONLINE payment pays and answers for the bank —
 * paid, failed or abandoned (`simulator.payments.completeOnline`) — then, once saved, leaves for the
 * portal's return page. Plain HTML: it is the simulator's, not the portal's.
 */

/** The page's background (main.tsx puts it on <main>). */
export const pageStyle: CSSProperties = {
  minHeight: '100vh',
  margin: 0,
  background: '#f0f2f5',
  fontFamily: '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", sans-serif',
  color: 'rgba(0, 0, 0, 0.88)',
  padding: '48px 16px',
  boxSizing: 'border-box',
};

const styles: Record<string, CSSProperties> = {
  card: {
    maxWidth: 520,
    margin: '0 auto',
    background: '#fff',
    borderRadius: 8,
    padding: '32px 32px 24px',
    boxShadow: '0 1px 4px rgba(0,0,0,0.12)',
  },
  banner: { background: '#fffbe6', border: '1px solid #ffe58f', borderRadius: 6, padding: '8px 12px', fontSize: 14, marginBottom: 24 },
  h1: { fontSize: 22, margin: '0 0 8px' },
  amount: { fontSize: 32, fontWeight: 600, color: '#cf1322', margin: '8px 0 24px' },
  list: { display: 'grid', gridTemplateColumns: '7em 1fr', rowGap: 10, columnGap: 12, margin: '0 0 28px', fontSize: 15 },
  term: { color: 'rgba(0, 0, 0, 0.6)' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: 12 },
  primary: { padding: '10px 24px', fontSize: 16, border: 'none', borderRadius: 6, background: '#1456b8', color: '#fff', cursor: 'pointer' },
  secondary: {
    padding: '10px 20px',
    fontSize: 16,
    border: '1px solid #d9d9d9',
    borderRadius: 6,
    background: '#fff',
    color: 'rgba(0,0,0,0.88)',
    cursor: 'pointer',
  },
  status: { marginTop: 20, fontSize: 14, minHeight: 22 },
  error: { color: '#a8071a' },
};

const OUTCOME_TEXT: Record<OnlineOutcome, string> = { SUCCESS: '支付成功', FAILED: '支付失败', CLOSED: '已放弃支付' };

function useSimulatorState(): void {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => simulator.subscribe(rerender), []);
}

export interface CashierPageProps {
  paymentNo: string;
  /** The portal's page to return to (a path of this site). */
  returnPath: string;
  /** Goes there once the answer is saved (main.tsx: a full page load of the portal). */
  leave(path: string): void;
}

export function CashierPage({ paymentNo, returnPath, leave }: CashierPageProps) {
  useSimulatorState();
  const [busy, setBusy] = useState<OnlineOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const payment = paymentNo ? simulator.payments.get(paymentNo) : undefined;

  async function answer(outcome: OnlineOutcome) {
    setBusy(outcome);
    setError(null);
    try {
      await simulator.payments.completeOnline(paymentNo, outcome);
      leave(returnPath);
    } catch (failure) {
      setBusy(null);
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  if (!payment || payment.method !== 'ONLINE') {
    return (
      <section style={styles.card} aria-labelledby="cashier-title">
        <h1 id="cashier-title" style={styles.h1}>
          支付单不存在
        </h1>
        <p>未找到在线支付单{paymentNo ? `「${paymentNo}」` : ''}，请返回重新发起支付。</p>
        <a href={returnPath}>返回商户页面</a>
      </section>
    );
  }

  const what =
    // A milestone is an order's own (its deposit, balance or full payment).
    payment.milestone ? `订单${MilestoneKind.label(payment.milestone)}` : PayableKind.label(payment.payableKind);
  const pending = payment.status === 'PENDING';
  return (
    <section style={styles.card} aria-labelledby="cashier-title">
      <p style={styles.banner} role="note">
        这是网关模拟器提供的模拟收银台，不会产生真实扣款。请选择本次支付的结果。
      </p>
      <h1 id="cashier-title" style={styles.h1}>
        {PAYMENT.payee} · 在线支付
      </h1>
      <p style={styles.amount} aria-label={`应付金额${formatFen(payment.amount)}`}>
        {formatFen(payment.amount)}
      </p>
      <dl style={styles.list}>
        <dt style={styles.term}>收款方</dt>
        <dd style={{ margin: 0 }}>{PAYMENT.payee}</dd>
        <dt style={styles.term}>订单号</dt>
        <dd style={{ margin: 0 }}>{payment.orderNo}</dd>
        <dt style={styles.term}>支付内容</dt>
        <dd style={{ margin: 0 }}>
          {what}
          {payment.payableNo !== payment.orderNo ? `（${payment.payableNo}）` : ''}
        </dd>
        {payment.points > 0 && (
          <>
            <dt style={styles.term}>红包抵扣</dt>
            <dd style={{ margin: 0 }}>{formatFen(payment.points)}</dd>
          </>
        )}
        <dt style={styles.term}>支付单号</dt>
        <dd style={{ margin: 0 }}>{payment.paymentNo}</dd>
        <dt style={styles.term}>创建时间</dt>
        <dd style={{ margin: 0 }}>{toGatewayDateTime(Date.parse(payment.createTime))}</dd>
        {!pending && (
          <>
            <dt style={styles.term}>支付状态</dt>
            <dd style={{ margin: 0 }}>{PaymentStatus.label(payment.status)}</dd>
          </>
        )}
      </dl>
      {pending ? (
        <div style={styles.actions}>
          <button type="button" style={styles.primary} disabled={busy !== null} onClick={() => void answer('SUCCESS')}>
            确认支付
          </button>
          <button type="button" style={styles.secondary} disabled={busy !== null} onClick={() => void answer('FAILED')}>
            模拟支付失败
          </button>
          <button type="button" style={styles.secondary} disabled={busy !== null} onClick={() => void answer('CLOSED')}>
            放弃支付
          </button>
        </div>
      ) : (
        <div style={styles.actions}>
          {payment.status === 'CLOSED' && (
            <button type="button" style={styles.secondary} disabled={busy !== null} onClick={() => void answer('SUCCESS')}>
              仍然完成支付（模拟关闭后到账）
            </button>
          )}
          <a href={returnPath} style={{ ...styles.primary, textDecoration: 'none' }}>
            返回商户页面
          </a>
        </div>
      )}
      <p style={styles.status} role="status" aria-live="polite">
        {busy && `正在提交：${OUTCOME_TEXT[busy]}，完成后返回商户页面…`}
        {error && <span style={styles.error}>操作失败：{error}</span>}
      </p>
    </section>
  );
}
