import { redirect, useSearchParams } from 'react-router-dom';
import { ROUTES, safeReturnPath } from '@/config/routes';
import { Page } from '@/components/page';
import { cashierHref, cashierResultHref, readPaymentNo } from '@/lib/pay-links';
import { warm } from '@/lib/query';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { paymentQuery } from './api';
import { usePaymentFollow } from './follow';
import { lastOnlinePayment } from './pay-attempt';
import { NoPaymentNamed, PaymentOutcome } from './payment-outcome';
import { useOrderHref } from '@/components/order-no-link';

/**
 * Reads the payment. Back from the cashier without a payment number in the address (the return path
 * was fixed before the payment had one): the payment this tab sent there, put in the address.
 */
export async function loader({ request, queryClient }: ScreenLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const paymentNo = readPaymentNo(search);
  if (!paymentNo) {
    const sent = lastOnlinePayment();
    if (sent) throw redirect(cashierResultHref(sent, search.get('return')));
    return null;
  }
  return warm(queryClient.query(paymentQuery(paymentNo)));
}

/** /pay/result (`?paymentNo=&return=`): the stand-alone cashier's result, followed until it settles. */
export default function CashierResultPage() {
  const [search] = useSearchParams();
  const paymentNo = readPaymentNo(search);
  const back = safeReturnPath(search.get('return')) ?? undefined;
  if (!paymentNo) {
    return (
      <Page>
        <NoPaymentNamed payHref={`${ROUTES.payCashier.path}${back ? `?return=${encodeURIComponent(back)}` : ''}`} homeHref={back} />
      </Page>
    );
  }
  return <FollowedCashierResult paymentNo={paymentNo} back={back} />;
}

function FollowedCashierResult({ paymentNo, back }: { paymentNo: string; back: string | undefined }) {
  const follow = usePaymentFollow(paymentNo);
  const orderHref = useOrderHref();
  const payment = follow.payment;
  return (
    <Page>
      <PaymentOutcome
        follow={follow}
        steps={{
          orderHref: orderHref(payment?.orderNo),
          backHref: back,
          // The cashier pays any payable again: the gateway's `next` (the balance after a deposit) and its
          // PAY_AGAIN after a failure decide whether this link shows, never the payment's status here.
          payHref: payment ? cashierHref({ payableKind: payment.payableKind, payableNo: payment.payableNo }, back) : undefined,
        }}
      />
    </Page>
  );
}
