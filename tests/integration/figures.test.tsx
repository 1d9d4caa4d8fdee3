import { describe, expect, it } from 'vitest';
import { call, ERRORS, orderApi, tempGroupApi } from '@/lib/gateway';
import { BizRequestError } from '@/lib/gateway';
import { renderApp, screen, signIn, waitFor } from '../render-app';

/**
 * A form's limit and the gateway's refusal are one figure (src/domain/figures.ts): what a field lets the
 * agent type, the simulator takes, and one character more it refuses. Read from the screens as a user
 * meets them, so a form and the gateway cannot drift apart again (a 40-character group name field once
 * met a gateway that refuses above 30).
 */

const TRIP = 'from=PVG&to=CTU&date=2026-12-20&trip=OW';
const selections = [{ direction: 'O' as const, flightNo: 'XY5103', flightDate: '2026-12-20' }];
const counts = { adultCount: 20, childCount: 0, infantCount: 0 };

const maxLengthOf = (label: string) => Number(screen.getByLabelText(label).getAttribute('maxlength'));

async function refusal(write: Promise<unknown>): Promise<BizRequestError> {
  const error = await write.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BizRequestError);
  return error as BizRequestError;
}

describe('the forms’ limits are the gateway’s', () => {
  it('a group name and a contact name: as long as the form allows is taken, one more is refused', async () => {
    await signIn('agent01');
    renderApp(`/agent/due/temp/create?${TRIP}&count=20&adt=20&chd=0&inf=0&out=XY5103`);
    await waitFor(() => expect(screen.getByLabelText('团队名称')).toBeInTheDocument());
    const groupMax = maxLengthOf('团队名称');
    const contactMax = maxLengthOf('联系人');
    expect(groupMax).toBeGreaterThan(0);
    expect(contactMax).toBeGreaterThan(0);

    const { quote } = await call(tempGroupApi.price, { selections, ...counts });
    const body = (groupName: string, contactName = '王芳') => ({
      selections,
      ...counts,
      groupName,
      contact: { name: contactName, mobile: '13912345678' },
      expectedTotal: quote.totalAmount,
    });
    const tooLongGroup = await refusal(call(tempGroupApi.create, body('团'.repeat(groupMax + 1)), { hideError: true }));
    expect(tooLongGroup.errorCode).toBe(ERRORS.PARAM_INVALID.code);
    expect(tooLongGroup.errorMsg).toContain(`groupName格式不正确（应为至多${groupMax}个字符）`);
    const tooLongContact = await refusal(call(tempGroupApi.create, body('春季团', '王'.repeat(contactMax + 1)), { hideError: true }));
    expect(tooLongContact.errorCode).toBe(ERRORS.PARAM_INVALID.code);
    expect(tooLongContact.errorMsg).toContain(`contact.name格式不正确（应为至多${contactMax}个字符）`);

    const { order } = await call(tempGroupApi.create, body('团'.repeat(groupMax), '王'.repeat(contactMax)));
    expect(order.groupName).toHaveLength(groupMax);
    expect(order.contact.name).toHaveLength(contactMax);
  });

  it('a cancel reason: the dialog’s limit is the gateway’s', async () => {
    await signIn('agent01');
    const { user } = renderApp('/agent/orderCenter/order/TO100116');
    await user.click(await screen.findByRole('button', { name: '取消订单' }));
    await waitFor(() => expect(screen.getByLabelText('取消原因')).toBeInTheDocument());
    const max = maxLengthOf('取消原因');
    expect(max).toBeGreaterThan(0);
    const tooLong = await refusal(call(orderApi.cancel, { orderNo: 'TO100116', reason: '因'.repeat(max + 1) }, { hideError: true }));
    expect(tooLong.errorMsg).toContain(`reason格式不正确（应为至多${max}个字符）`);
    await call(orderApi.cancel, { orderNo: 'TO100116', reason: '因'.repeat(max) });
  });
});
