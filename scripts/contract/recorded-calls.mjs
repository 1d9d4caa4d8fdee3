/**
 * The calls `npm run contract` replays against a gateway (scripts/contract-run.mjs), in order. Data, not
 * code: each entry is one POST under the gateway prefix and what its answer must be.
 *
 *   name      what the line says
 *   path      the catalogue path (docs/gateway/openapi.json `paths`)
 *   session   whose cookies go with it: 'agent' (agent01), 'staff' (staff01 of agent01) or 'none'
 *   body      the request; strings may hold placeholders (below)
 *   expect    'ok' (default: isOk true and the payload conforms) or { refusal: <catalogue key>, field? }
 *             (isOk false, that errorCode, errorParams.field when given)
 *   values    { 'answer.path': value }: fields the answer must hold (beside the schema)
 *   save      { name: 'answer.path' }: values later calls use as ${name}
 *   cookie    'set' (the answer opens a session: a Set-Cookie, HttpOnly) or 'cleared' (it ends one)
 *   signIn    'agent' | 'staff': part of signing that session in — skipped when the session was given
 *             (--session / --staff-session)
 *   captcha   true: needs an image captcha's code — skipped when there is no way to read one
 *   schemaOnly true: the request is malformed on purpose (not checked against the request schema)
 *
 * Placeholders: ${name} (a saved value; a string that is only the placeholder keeps the value's type),
 * ${captcha} (the code of the last saved captchaKey), ${uuid}, ${date+N} (the gateway's date, from its
 * Date header, plus N days, YYYY-MM-DD in Beijing time).
 * Answer paths: dot-separated keys, `list[0]`, `list[key=VALUE]` (the first element whose key is VALUE),
 * `list[key>=N]` (the first whose key is at least N).
 *
 * Against the simulator these sign in as the seeded demo accounts (README "Demo data"); against another
 * gateway, give sessions of a test agency's main account and of a staff sub-account without the export
 * right (`npm run contract -- --help`). The run books a temporary group of 20 (PVG→CTU, 45 days ahead),
 * pays its deposit from the prepaid account and cancels it: seats come back, the deposit is forfeited.
 */
export const RECORDED_CALLS = [
  // ---- refusals before any session ----
  {
    name: 'a call without a session',
    path: '/order/list',
    session: 'none',
    body: { currentPage: 1, perSize: 10 },
    expect: { refusal: 'NOT_LOGGED_IN' },
  },
  { name: 'image captcha', path: '/account/captcha/image', session: 'none', body: {}, save: { captchaKey: 'captchaKey' } },
  {
    name: 'wrong password',
    path: '/account/agent/login',
    session: 'none',
    captcha: true,
    body: { userName: 'agent01', password: 'Wrong@2026', captchaKey: '${captchaKey}', captchaCode: '${captcha}' },
    expect: { refusal: 'BAD_CREDENTIALS' },
  },

  // ---- sign in ----
  {
    name: 'image captcha',
    path: '/account/captcha/image',
    session: 'agent',
    signIn: 'agent',
    body: {},
    save: { captchaKey: 'captchaKey' },
  },
  {
    name: 'sign in: agency main account agent01',
    path: '/account/agent/login',
    session: 'agent',
    signIn: 'agent',
    captcha: true,
    body: { userName: 'agent01', password: 'Agent@2026', captchaKey: '${captchaKey}', captchaCode: '${captcha}' },
    cookie: 'set',
  },

  // ---- lists ----
  { name: 'bulletins', path: '/bulletin/query', body: { currentPage: 1, perSize: 10 } },
  { name: 'team orders', path: '/order/list', body: { currentPage: 1, perSize: 20 }, save: { someOrderNo: 'orderList[0].orderNo' } },
  { name: 'a team order', path: '/order/detail', body: { orderNo: '${someOrderNo}' }, values: { 'order.orderNo': '${someOrderNo}' } },
  {
    name: 'search every channel by an order number',
    path: '/search',
    body: { text: '${someOrderNo}', currentPage: 1, perSize: 20 },
    values: { 'hits[0].no': '${someOrderNo}', 'hits[0].kind': 'TEAM_ORDER' },
  },
  {
    name: 'search: a blank text (outside the schema: text must hold a non-blank character)',
    path: '/search',
    body: { text: ' ', currentPage: 1, perSize: 20 },
    schemaOnly: true,
    expect: { refusal: 'PARAM_INVALID' },
  },
  { name: 'everything payable now', path: '/pay/due/list', body: { currentPage: 1, perSize: 10 } },
  { name: 'prepaid account', path: '/agent/prepaid', body: {} },

  // ---- a booking: a temporary group ----
  {
    name: 'temporary group: flights',
    path: '/temp/flight/query',
    body: { depAirport: 'PVG', arrAirport: 'CTU', flightDate: '${date+45}', tripType: 'OW', groupCount: 20 },
    save: { flightNo: 'outbound[groupSeatsLeft>=20].flightNo', flightDate: 'outbound[groupSeatsLeft>=20].flightDate' },
  },
  {
    name: 'temporary group: quote',
    path: '/temp/fare',
    body: {
      selections: [{ direction: 'O', flightNo: '${flightNo}', flightDate: '${flightDate}' }],
      adultCount: 20,
      childCount: 0,
      infantCount: 0,
    },
    save: { quotedTotal: 'quote.totalAmount' },
  },
  {
    name: 'temporary group: create the order',
    path: '/temp/order/create',
    body: {
      selections: [{ direction: 'O', flightNo: '${flightNo}', flightDate: '${flightDate}' }],
      adultCount: 20,
      childCount: 0,
      infantCount: 0,
      groupName: '接口契约检查团',
      contact: { name: '王芳', mobile: '13912345678' },
      expectedTotal: '${quotedTotal}',
    },
    values: { 'order.status': 'BOOKED', 'order.totalAmount': '${quotedTotal}' },
    save: { orderNo: 'order.orderNo' },
  },

  // ---- a payment: the deposit from the prepaid account ----
  {
    name: 'what the new order owes',
    path: '/pay/payable',
    body: { payableKind: 'ORDER', payableNo: '${orderNo}' },
    values: { 'payable.milestone': 'DEPOSIT' },
    save: { depositAmount: 'payable.amount' },
  },
  {
    name: 'pay the deposit from the prepaid account',
    path: '/pay/payment',
    body: {
      payableKind: 'ORDER',
      payableNo: '${orderNo}',
      milestone: 'DEPOSIT',
      method: 'PREPAID',
      points: 0,
      expectedAmount: '${depositAmount}',
      idempotencyKey: '${uuid}',
    },
    values: { 'payment.status': 'SUCCESS', 'payment.amount': '${depositAmount}' },
    save: { paymentNo: 'payment.paymentNo' },
  },
  { name: 'the payment', path: '/pay/status', body: { paymentNo: '${paymentNo}' }, values: { 'payment.status': 'SUCCESS' } },
  {
    name: 'the order after its deposit',
    path: '/order/detail',
    body: { orderNo: '${orderNo}' },
    values: { 'order.depositStatus': 'SUCCESSED' },
  },
  // The seats go back, so runs against one gateway do not sell its flights out (the deposit is forfeited).
  {
    name: 'cancel the order',
    path: '/order/cancel',
    body: { orderNo: '${orderNo}', reason: '接口契约检查：撤销' },
    values: { 'order.status': 'CANCELED' },
  },

  // ---- refusals with a session ----
  {
    name: 'a malformed request (currentPage a string)',
    path: '/order/list',
    body: { currentPage: 'one', perSize: 10 },
    schemaOnly: true,
    expect: { refusal: 'PARAM_INVALID', field: 'currentPage' },
  },
  {
    name: 'image captcha',
    path: '/account/captcha/image',
    session: 'staff',
    signIn: 'staff',
    body: {},
    save: { captchaKey: 'captchaKey' },
  },
  {
    name: 'sign in: staff sub-account staff01 of agent01',
    path: '/account/multi-user/login',
    session: 'staff',
    signIn: 'staff',
    captcha: true,
    body: { agencyAccount: 'agent01', userName: 'staff01', password: 'Staff@2026', captchaKey: '${captchaKey}', captchaCode: '${captcha}' },
    cookie: 'set',
  },
  {
    name: 'a staff member exports orders without the right',
    path: '/order/export',
    session: 'staff',
    body: {},
    expect: { refusal: 'PERMISSION_DENIED' },
  },
  {
    name: "a staff member searches: its agency's team orders",
    path: '/search',
    session: 'staff',
    body: { text: '${someOrderNo}', currentPage: 1, perSize: 20 },
    values: { 'hits[0].no': '${someOrderNo}' },
  },

  // ---- sign out ----
  { name: 'sign out: staff01', path: '/account/logout', session: 'staff', signIn: 'staff', body: {}, cookie: 'cleared' },
  { name: 'sign out: agent01', path: '/account/logout', signIn: 'agent', body: {}, cookie: 'cleared' },
  {
    name: 'the session is gone',
    path: '/order/list',
    signIn: 'agent',
    body: { currentPage: 1, perSize: 10 },
    expect: { refusal: 'NOT_LOGGED_IN' },
  },
];
