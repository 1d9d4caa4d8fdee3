import { Button, Popconfirm, Space } from 'antd';
import { Link, type To } from 'react-router-dom';
import type { AuthCode } from '@/config/auth-codes';
import { useAccess } from '@/lib/current-user';

/**
 * What one action of an entity looks like and does: its label, the function (authCode) the user needs,
 * and either a link (`to`) or a handler (`onClick`, behind a confirmation when `confirm` says so).
 */
export interface RowActionSpec<A extends string> {
  action: A;
  label: string;
  /** The function the user needs; null: anyone who sees the row. */
  authCode: AuthCode | null;
  to?: To;
  onClick?: () => void;
  /** Asked before `onClick` runs (a Popconfirm with this title). */
  confirm?: string;
  danger?: boolean;
  busy?: boolean;
}

/**
 * The actions of one row (an order, a refund application, an ancillary order …): those the gateway says
 * the entity allows now (`allowed`, its `allowedActions`) and the user's functions permit, in the
 * order of `specs`. A screen never decides from the entity's status; it lists what each action is.
 * `subject` ends every accessible name ('去支付 AN300007'), as rows repeat the same labels.
 */
export function RowActions<A extends string>({ allowed, specs, subject }: { allowed: readonly A[]; specs: readonly RowActionSpec<A>[]; subject: string }) {
  const access = useAccess();
  const shown = specs.filter((spec) => allowed.includes(spec.action) && (spec.authCode === null || access.can(spec.authCode)));
  if (shown.length === 0) return null;
  return (
    <Space size={4} wrap>
      {shown.map((spec) => {
        const name = `${spec.label} ${subject}`;
        if (spec.to !== undefined) {
          return (
            <Link key={spec.action} to={spec.to} aria-label={name}>
              {spec.label}
            </Link>
          );
        }
        const button = (
          <Button type="link" size="small" danger={spec.danger} loading={spec.busy} aria-label={name} onClick={spec.confirm ? undefined : spec.onClick}>
            {spec.label}
          </Button>
        );
        return spec.confirm ? (
          <Popconfirm key={spec.action} title={spec.confirm} okText={spec.label} cancelText="返回" onConfirm={spec.onClick}>
            {button}
          </Popconfirm>
        ) : (
          <span key={spec.action}>{button}</span>
        );
      })}
    </Space>
  );
}
