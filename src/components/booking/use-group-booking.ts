import { useState } from 'react';
import { Form } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import { useNavigate, type To } from 'react-router-dom';
import { href } from '@/config/routes';
import { contactOfUser } from '@/components/order/contact-fields';
import { useSessionUser } from '@/lib/current-user';
import { useFormDraft } from '@/lib/drafts';
import type { OrderDetail } from '@/lib/gateway';
import { useWrite, type WriteDefinition } from '@/lib/mutation-kit';
import { toGroupDetails, type GroupDetailsValues } from './group-details-card';
import { refusalOf } from './refusals';
import { useCreateRefusals } from './use-create-refusals';

/** What a group booking's create adds to its quote's request. */
type Details = ReturnType<typeof toGroupDetails> & { expectedTotal: number };

/**
 * A group booking's last step (promotional offer, charter): the details form with its draft (`formProps`
 * for the page's `<Form>`: the contact starts as the user), the create call with the quote's total, and
 * what it answers — the team order opened; a refusal of `inPlace` said here (`refused`, the quote read
 * again); a changed price or seats gone as `useCreateRefusals` does.
 */
export function useGroupBooking<Input extends Details, Result extends { order: Pick<OrderDetail, 'orderNo'> }>({
  write,
  request,
  quote,
  draftId,
  inPlace,
  fallback,
  staleKey,
  chooseAgain,
  updated,
}: {
  write: WriteDefinition<Input, Result>;
  /** The quote's request: the create call is it with the details and the total seen. */
  request: Omit<Input, keyof Details>;
  quote: { data?: { totalAmount: number } | undefined; refetch: () => unknown };
  draftId: string;
  inPlace: readonly string[];
  /** Said when an in-place refusal has no message. */
  fallback: string;
  staleKey: QueryKey;
  chooseAgain: To;
  updated: string;
}) {
  const navigate = useNavigate();
  const user = useSessionUser();
  const [form] = Form.useForm<GroupDetailsValues>();
  const draft = useFormDraft(form, draftId);
  const [refused, setRefused] = useState<string>();
  const refusals = useCreateRefusals({ staleKey, chooseAgain, updated, refetchQuote: quote.refetch });
  const create = useWrite(write, {
    form,
    draft,
    onSuccess: ({ order }) => void navigate(href('teamOrderDetail', { orderNo: order.orderNo })),
    onError: (error) => {
      const shown = refusalOf(error, inPlace);
      if (shown) {
        setRefused(shown.errorMsg ?? fallback);
        void quote.refetch();
        return;
      }
      refusals.onError(error);
    },
  });
  const onFinish = (values: GroupDetailsValues) => {
    if (!quote.data) return;
    setRefused(undefined);
    // The request and the details make the whole create call (Input is exactly them).
    create.submit({ ...request, ...toGroupDetails(values), expectedTotal: quote.data.totalAmount } as Input);
  };
  const formProps = {
    form,
    layout: 'vertical' as const,
    initialValues: { contact: contactOfUser(user) },
    onValuesChange: draft.onValuesChange,
    onFinish,
    scrollToFirstError: true,
  };
  return { formProps, create, refused, priceNotice: refusals.priceNotice };
}
