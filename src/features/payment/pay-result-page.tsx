import { useEffect } from 'react';
import { data, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AREA_PATHS, ROUTES, userArea, type UserArea } from '@/config/routes';
import { PayResultStatus } from '@/domain/payment';
import { Page } from '@/components/page';
import { useSessionUser } from '@/lib/current-user';
import { payHref, payRefundHref, payResultHref, readPaymentNo, resultStatusOf } from '@/lib/pay-links';
import { warm } from '@/lib/query';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { paymentQuery } from './api';
import { usePaymentFollow } from './follow';
import { PAYABLE_SCREENS } from './payable-kinds';
import { NoPaymentNamed, PaymentOutcome, type NextSteps } from './payment-outcome';
import { useOrderHref } from '@/components/order-no-link';

/** An unknown status segment is 页面不存在; without a payment number the page says so; otherwise the payment is read. */
export async function loader({ request, params, queryClient }: ScreenLoaderArgs) {
  const paymentNo = readPaymentNo(new URL(request.url).searchParams);
  if (!PayResultStatus.is(params.status)) throw data('页面不存在', { status: 404 });
  return paymentNo ? warm(queryClient.query(paymentQuery(paymentNo))) : null;
}

/**
 * /agent/pay/result/{status} and /normal/pay/result/{status} (`?paymentNo=`): a payment's outcome,
 * followed while it is pending; the address's status follows the payment as it settles.
 */
export default function PayResultPage() {
  const [search] = useSearchParams();
  const area = userArea(useSessionUser()?.accountType);
  const paymentNo = readPaymentNo(search);
  if (!paymentNo) {
    return (
      <Page>
        <NoPaymentNamed payHref={area === 'agent' ? ROUTES.agentPay.path : ROUTES.normalPay.path} homeHref={AREA_PATHS[area]} />
      </Page>
    );
  }
  return <FollowedResult area={area} paymentNo={paymentNo} />;
}

function FollowedResult({ area, paymentNo }: { area: UserArea; paymentNo: string }) {
  const { status } = useParams();
  const navigate = useNavigate();
  const follow = usePaymentFollow(paymentNo);
  const orderHref = useOrderHref();
  const payment = follow.payment;
  const settled = payment ? resultStatusOf(payment.status) : undefined;

  useEffect(() => {
    if (settled && settled !== status) void navigate(payResultHref(area, settled, paymentNo), { replace: true });
  }, [settled, status, area, paymentNo, navigate]);

  const steps: NextSteps = {
    orderHref: orderHref(payment?.orderNo),
    refundsHref: payment ? payRefundHref(area, { orderNo: payment.orderNo }) : undefined,
    // Where the same payable is paid: used for what the gateway says is due next on the order (`next`, the
    // balance after a deposit) and for its PAY_AGAIN after a failure, never chosen here from the status.
    payHref:
      payment && PAYABLE_SCREENS[payment.payableKind].paysAgain
        ? payHref(area, { payableKind: payment.payableKind, payableNo: payment.payableNo })
        : undefined,
  };

  return (
    <Page>
      <PaymentOutcome follow={follow} steps={steps} />
    </Page>
  );
}
