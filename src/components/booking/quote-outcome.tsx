import type { ReactNode } from 'react';
import { Alert, Button, Result, Space, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { To } from 'react-router-dom';
import { ButtonLink } from '@/components/button-link';
import { LoadFailed } from '@/components/load-failed';
import { Page } from '@/components/page';
import { formatFen } from '@/domain/format';
import { CHOOSE_AGAIN_CODES, chooseAgainMessage, refusalOf } from './refusals';

/**
 * A quote read inside its card: `notice` first (e.g. the price changed at the last submit), then the
 * refusal shown in place (its `action` leads back to choose again), the failed read with a retry, or
 * the quote itself (`children`).
 */
export function QuoteOutcome<T>({
  quote,
  inPlace,
  action,
  chooseAgain,
  notice,
  children,
}: {
  quote: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'refetch'>;
  /** The refusals the read shows in place (made with `shownInPlace` for them). */
  inPlace: readonly string[];
  /** Beside the refusal: what the user can do instead, */
  action?: ReactNode;
  /** or choose again: the step that chooses (a link), or the screen's own way back. */
  chooseAgain?: To | (() => void);
  notice?: string | undefined;
  children: (data: T) => ReactNode;
}) {
  const refusal = refusalOf(quote.error, inPlace);
  return (
    <>
      {notice && <Alert type="warning" showIcon title={notice} style={{ marginBottom: 12 }} />}
      {refusal ? (
        <Alert
          type="warning"
          showIcon
          title={refusalOf(refusal, CHOOSE_AGAIN_CODES) ? chooseAgainMessage(refusal) : refusal.errorMsg}
          action={chooseAgain === undefined ? action : <ChooseAgain to={chooseAgain} />}
        />
      ) : quote.isError ? (
        <LoadFailed onRetry={() => void quote.refetch()} />
      ) : (
        quote.data !== undefined && children(quote.data)
      )}
    </>
  );
}

/** 重新选择: back to the step that chooses (a link), or the screen's own way back. */
export function ChooseAgain({ to }: { to: To | (() => void) }) {
  return typeof to === 'function' ? (
    <Button size="small" onClick={to}>
      重新选择
    </Button>
  ) : (
    <ButtonLink size="small" to={to}>
      重新选择
    </ButtonLink>
  );
}

/** A booking step reached without what the steps before it choose: where to choose it. */
export function ChooseFirst({ title, to, action }: { title: string; to: To; action: string }) {
  return (
    <Page>
      <Result
        status="info"
        title={title}
        extra={
          <ButtonLink type="primary" to={to}>
            {action}
          </ButtonLink>
        }
      />
    </Page>
  );
}

/** A booking form's submit beside the quote's total (`label`): it waits for a quote not being read again. */
export function SubmitWithTotal({
  label,
  quote,
  pending,
  stale = false,
  children,
}: {
  label: string;
  quote: Pick<UseQueryResult<{ totalAmount: number }>, 'data' | 'isFetching'>;
  pending: boolean;
  /** The inputs changed after the quote (`useStaleAnswer`): nothing is submitted with it. */
  stale?: boolean;
  children: ReactNode;
}) {
  return (
    <Space size="large" align="center">
      <Typography.Text>
        {label}{' '}
        <Typography.Text strong type="danger">
          {quote.data ? formatFen(quote.data.totalAmount) : '-'}
        </Typography.Text>
      </Typography.Text>
      <Button type="primary" htmlType="submit" loading={pending} disabled={!quote.data || quote.isFetching || stale}>
        {children}
      </Button>
    </Space>
  );
}
