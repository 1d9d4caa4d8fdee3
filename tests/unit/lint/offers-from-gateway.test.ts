import { describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from '../../../eslint-rules/offers-from-gateway.js';

// RuleTester runs its cases as the test framework's own tests.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const fromState = [{ messageId: 'fromState' }];
const readsAllowed = [{ messageId: 'readsAllowed' }];

tester.run('offers-from-gateway', rule, {
  valid: [
    // The registry offers the actions.
    'const bar = <EntityActions kit={REFUND_ACTIONS} entity={refund} handlers={{ WITHDRAW: withdraw }} />;',
    'const { may } = useEntityActions(KIT, order); const edit = may("EDIT_CONTACT") && <Button>修改</Button>;',
    // A status still chooses what a page says: a tag, a colour, a countdown, a notice.
    'const tag = order.status === "PAID" ? <Tag color="green">已支付</Tag> : <Tag>待支付</Tag>;',
    'const when = offer.status === "ON_SALE" && <Countdown deadline={offer.saleEnd} />;',
    'function label(offer) { switch (offer.status) { case "SOLD_OUT": return "已售罄"; default: return <Tag>在售</Tag>; } }',
    'function Notice({ report }) { if (report.status === "FAILED") return <Alert title={report.failReason} />; return null; }',
    // A form's own state is not an entity's.
    'const ready = parsed.state === "read"; const b = <Button disabled={!ready}>导入</Button>;',
    // A ticket number read as data, not as a state.
    'const props = { disabled: !selected.has(ticket.ticketNo) && selected.size >= 10 };',
    // A ticket number stored to be shown, and a read-only control decided by the registry.
    'const ticketed = Boolean(row.ticketNo); const t = <label title={ticketed ? `已出票 ${row.ticketNo}` : undefined}>{no}</label>;',
    'const fixed = !may("EDIT"); const cell = <input readOnly={fixed} disabled={!may("DELETE")} />;',
    // Building an entity's answer is not reading it.
    'const subject = { ...item, allowedActions: item.action ? [item.action] : [] };',
  ],
  invalid: [
    // A state tested beside an action, to show, choose or disable it.
    { code: 'const a = order.status === "BOOKED" && <Button>取消</Button>;', errors: fromState },
    { code: 'const a = ["A", "B"].includes(order.status) && <ButtonLink to="/">支付</ButtonLink>;', errors: fromState },
    { code: 'const a = row.status !== "BOOKED" ? <Button>x</Button> : null;', errors: fromState },
    { code: 'const a = <Button disabled={row.status !== "BOOKED"}>x</Button>;', errors: fromState },
    { code: 'const props = { disabled: row.reviewState === "WITHDRAWN" };', errors: fromState },
    // A flag that stands for a state.
    { code: 'const a = row.ticketNo ? null : <Popconfirm title="删除"><Button>删除</Button></Popconfirm>;', errors: fromState },
    { code: 'const props = { disabled: Boolean(row.ticketNo) };', errors: fromState },
    { code: 'const a = row.paid ? <Link to="/p">详情</Link> : <ButtonLink to="/pay">支付定金</ButtonLink>;', errors: fromState },
    // An if whose branch returns an action.
    { code: 'function cell(row) { if (row.status === "FAILED") { return <Button>重新生成</Button>; } return null; }', errors: fromState },
    // A switch on a state whose cases render an action.
    {
      code: 'function OfferAction({ offer }) { switch (offer.status) { case "ON_SALE": return <ButtonLink to="/d">选择日期</ButtonLink>; default: return null; } }',
      errors: fromState,
    },
    // A state tested and stored first, then used to show, disable or choose what an action does.
    { code: 'const canPay = order.status === "UNPAID"; const a = canPay && <Button>支付</Button>;', errors: fromState },
    {
      code: 'const open = data.status === "ON_SALE" && date.bookable; const b = <Button disabled={!open}>选择</Button>;',
      errors: fromState,
    },
    {
      code: 'const locking = row.state !== "LOCKED"; const b = <Button onClick={() => lock.submit({ locked: locking })}>停用</Button>;',
      errors: fromState,
    },
    // A flag stored first, then making a control disabled or read-only.
    {
      code: 'const ticketed = Boolean(row.ticketNo); const box = <input type="checkbox" disabled={ticketed} />;',
      errors: fromState,
    },
    { code: 'const ticket = row.ticketNo; const cell = <input aria-readonly={ticket !== undefined} />;', errors: fromState },
    { code: 'const cell = <ActiveCell readOnly={locked || Boolean(activeRow.ticketNo)} />;', errors: fromState },
    { code: 'const props = { readOnly: row.status !== "BOOKED" };', errors: fromState },
    // A form that makes a write is an action too.
    { code: 'const card = supplement?.state === "PENDING" ? <Alert title="审核中" /> : <SupplementForm />;', errors: fromState },
    // Reading allowedActions outside the registry.
    { code: 'const a = refund.allowedActions.includes("WITHDRAW");', errors: readsAllowed },
    { code: 'const { allowedActions } = order;', errors: readsAllowed },
    { code: 'const due = order?.allowedActions.length;', errors: readsAllowed },
  ],
});
