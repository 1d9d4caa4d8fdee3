/**
 * The error catalogue: every business refusal the gateway (and so the simulator) makes, with its
 * code and Chinese message. Shared by the client, its tests and the simulator. Codes have the shape
 * B2T-2004-<group>-<nnn>; groups: 00 common, 01 account, 02 bulletins and notices, 03 booking
 * (flights, fares, seats), 04 orders (team and individual), 05 frequent passengers, 06 payment and money,
 * 07 the agency's organisation (registration, sub-accounts, roles, deregistration), 08 documents
 * (electronic itineraries, agent reports), 09 team refunds, 10 ancillary orders, 11 promotional offers,
 * 12 charter, 13 series, 14 team bidding, 15 scattered B2B tickets.
 * Messages may hold {placeholders} filled by `errorMessage`.
 */
export const ERRORS = {
  // 00 common
  PARAM_INVALID: { code: 'B2T-2004-00-001', message: '请求参数有误：{detail}' },
  PERMISSION_DENIED: { code: 'B2T-2004-00-002', message: '您没有执行该操作的权限' },
  NOT_FOUND: { code: 'B2T-2004-00-003', message: '{what}不存在' },
  /** The portal's own: an answer that does not conform to the call's schema (lib/gateway/contract); no gateway sends it. */
  ANSWER_MALFORMED: { code: 'B2T-2004-00-004', message: '应答格式不符：{endpoint} 的 {field}' },
  /**
   * A write based on an older revision of a record than the stored one (docs/decisions.md "Revisions on
   * every record people edit"); the answer carries the current record as `conflict`.
   */
  REVISION_CONFLICT: { code: 'B2T-2004-00-005', message: '数据已被他人修改：{revisedBy}于{revisedAt}修改了{what}，请查看最新内容后再保存' },
  SIMULATED_FAULT: { code: 'B2T-2004-00-099', message: '模拟的业务错误（开发面板注入）' },

  // 01 account and session
  CAPTCHA_INVALID: { code: 'B2T-2004-01-001', message: '图形验证码错误或已失效，请重新输入' },
  BAD_CREDENTIALS: { code: 'B2T-2004-01-002', message: '账号或密码错误，还可尝试{remaining}次' },
  ACCOUNT_LOCKED: { code: 'B2T-2004-01-003', message: '密码连续输错5次，账号已锁定，请于{unlockTime}后再试' },
  SESSION_EXPIRED: { code: 'B2T-2004-01-004', message: '登录已过期，请重新登录' },
  NOT_LOGGED_IN: { code: 'B2T-2004-01-005', message: '请先登录' },
  SMS_CODE_INVALID: { code: 'B2T-2004-01-006', message: '短信验证码错误或已过期' },
  SMS_TOO_FREQUENT: { code: 'B2T-2004-01-007', message: '验证码发送过于频繁，请{seconds}秒后再试' },
  MOBILE_NOT_REGISTERED: { code: 'B2T-2004-01-008', message: '该手机号未注册或与账号不匹配' },
  TOKEN_INVALID: { code: 'B2T-2004-01-009', message: '登录凭证无效或已过期' },
  WRONG_LOGIN_KIND: { code: 'B2T-2004-01-010', message: '该账号不能用此方式登录，请使用{kind}' },
  STAFF_LOCKED: { code: 'B2T-2004-01-011', message: '该子账号已被停用，请联系主账号管理员' },
  PASSWORD_WEAK: { code: 'B2T-2004-01-012', message: '新密码须为8-20位，且同时包含字母和数字' },
  EXTERNAL_LOGIN_FAILED: { code: 'B2T-2004-01-013', message: '外部登录失败：账号不存在或未开通' },

  // 02 bulletins and flight-change notices
  BULLETIN_NOT_FOUND: { code: 'B2T-2004-02-001', message: '公告不存在或已下线' },
  NOTICE_NOT_FOUND: { code: 'B2T-2004-02-002', message: '航变通知不存在' },
  SCHEDULE_CHANGE_HANDLED: { code: 'B2T-2004-02-003', message: '订单{orderNo}的航班变动已处理（{status}），不能重复操作' },
  SCHEDULE_CHANGE_PASSENGER_HANDLED: { code: 'B2T-2004-02-004', message: '旅客{name}的航班变动已处理，不能重复操作' },
  SCHEDULE_CHANGE_REBOOK_INVALID: { code: 'B2T-2004-02-005', message: '只能改签同航线前后{days}天内有余座的航班：{detail}' },
  SCHEDULE_CHANGE_FORBIDS: { code: 'B2T-2004-02-006', message: '航班变动不能{action}：{detail}' },
  SCHEDULE_CHANGE_INVALID: { code: 'B2T-2004-02-007', message: '无法发布航班变动：{detail}' },
  SCHEDULE_CHANGE_PENDING: { code: 'B2T-2004-02-008', message: '订单的航班变动（{noticeId}）待处理，暂不能{action}：{detail}' },

  // 03 booking
  SOLD_OUT: { code: 'B2T-2004-03-001', message: '航班{flightNo}（{flightDate}）余座不足：剩余{left}座，需要{wanted}座' },
  BOOKING_TOO_LATE: { code: 'B2T-2004-03-002', message: '航班{flightNo}（{flightDate}）已过预订截止时间，不能再预订' },
  GROUP_SIZE_INVALID: { code: 'B2T-2004-03-003', message: '团队人数须为{min}-{max}人（婴儿不占座、不计入团队人数）' },
  FLIGHT_NOT_FOUND: { code: 'B2T-2004-03-004', message: '航班{flightNo}（{flightDate}）不存在或已停售' },
  INFANT_WITHOUT_ADULT: { code: 'B2T-2004-03-005', message: '每位婴儿须由一位成人陪同：婴儿{infants}人，成人{adults}人' },
  INDIVIDUAL_SIZE_INVALID: { code: 'B2T-2004-03-006', message: '个人订单须为1-9位占座旅客' },
  CABIN_NOT_FOUND: { code: 'B2T-2004-03-007', message: '航班{flightNo}没有{cabin}舱位的运价' },
  ROUTE_INVALID: { code: 'B2T-2004-03-008', message: '行程不正确：{detail}' },
  PRICE_CHANGED: { code: 'B2T-2004-03-009', message: '运价已变化，请重新询价（现为{total}）' },

  // 04 orders
  ORDER_NOT_FOUND: { code: 'B2T-2004-04-001', message: '订单{orderNo}不存在' },
  ORDER_STATE_FORBIDS: { code: 'B2T-2004-04-002', message: '订单状态为“{status}”，不能{action}' },
  NAME_DEADLINE_PASSED: { code: 'B2T-2004-04-003', message: '名单截止时间{deadline}已过，不能再修改名单' },
  PASSENGER_INVALID: { code: 'B2T-2004-04-004', message: '第{row}位旅客的{field}有误：{reason}' },
  DUPLICATE_ID_NUMBER: { code: 'B2T-2004-04-005', message: '证件号{idNo}重复：第{first}位与第{second}位旅客' },
  IMPORT_ROWS_INVALID: { code: 'B2T-2004-04-006', message: '名单有{count}行错误，未导入任何旅客（第一处：第{row}行{column}，{reason}）' },
  NAMES_INCOMPLETE: { code: 'B2T-2004-04-007', message: '尚无可出票的旅客名单，请先录入名单' },
  ORDER_NOT_PAID: { code: 'B2T-2004-04-008', message: '订单尚未付清，不能出票' },
  PASSENGER_NOT_FOUND: { code: 'B2T-2004-04-009', message: '旅客{passengerId}不在此订单中' },
  PASSENGER_TICKETED: { code: 'B2T-2004-04-010', message: '旅客{name}已出票，请通过名单变更修改' },
  NAME_CHANGE_EMPTY: { code: 'B2T-2004-04-011', message: '名单变更没有任何改动' },
  NAME_CHANGE_NOT_FOUND: { code: 'B2T-2004-04-012', message: '名单变更单{changeNo}不存在或已处理' },
  GROUP_FULL: { code: 'B2T-2004-04-013', message: '旅客名单已满：团队{count}人（占座），已录入{named}人' },
  // B2T-2004-04-014 is not used: another owner's order answers ORDER_NOT_FOUND (nothing leaks).
  RELEASE_COUNT_INVALID: { code: 'B2T-2004-04-015', message: '释放座位数须为1到{max}之间的整数' },
  // Named by the spec; the order screens show it beside the group count and reload the order.
  NEGATIVE_GROUP_COUNT: { code: 'B2T-2004-04-016', message: '团队人数不能为负数，也不能少于已录入名单的人数' },
  DEPARTED: { code: 'B2T-2004-04-017', message: '航班已起飞，不能{action}' },
  RELEASE_QUOTE_CHANGED: { code: 'B2T-2004-04-018', message: '释放费用已变化（现为{forfeit}），请重新确认' },
  NAME_CHANGE_PENDING: { code: 'B2T-2004-04-019', message: '名单变更单{changeNo}尚待确认，请先确认后再提交新的变更' },
  INFANTS_FULL: { code: 'B2T-2004-04-020', message: '婴儿名额已满：订单婴儿{count}人，已录入{named}人' },

  // 06 payment and the agency's money
  PAYABLE_NOT_FOUND: { code: 'B2T-2004-06-001', message: '待支付款项{payableNo}不存在或当前无需支付' },
  ALREADY_PAID: { code: 'B2T-2004-06-002', message: '该款项已支付，无需重复支付' },
  PAYMENT_IN_PROGRESS: { code: 'B2T-2004-06-003', message: '该款项有一笔支付正在处理中（{paymentNo}），请勿重复支付' },
  PAY_AMOUNT_CHANGED: { code: 'B2T-2004-06-004', message: '应付金额已变化（现为{amount}），请重新确认' },
  PREPAID_INSUFFICIENT: { code: 'B2T-2004-06-005', message: '预存款可用余额不足：可用{balance}，需支付{amount}' },
  PAY_METHOD_UNAVAILABLE: { code: 'B2T-2004-06-006', message: '该支付方式当前不可用：{reason}' },
  POINTS_INVALID: { code: 'B2T-2004-06-007', message: '红包积分抵扣无效：本次最多可用{max}分' },
  PAYMENT_NOT_FOUND: { code: 'B2T-2004-06-008', message: '支付单{paymentNo}不存在' },
  PAYMENT_DEADLINE_PASSED: { code: 'B2T-2004-06-009', message: '付款截止时间{deadline}已过，不能再支付' },
  IDEMPOTENCY_KEY_REUSED: { code: 'B2T-2004-06-010', message: '同一支付请求标识不能用于不同的支付内容' },
  NOT_REPEATED_PAYMENT: { code: 'B2T-2004-06-011', message: '支付单{paymentNo}不是重复支付，不能申请重复支付退款' },
  REFUND_EXISTS: { code: 'B2T-2004-06-012', message: '支付单{paymentNo}已申请退款（{refundNo}）' },
  TOP_UP_INVALID: { code: 'B2T-2004-06-013', message: '充值申请有误：{detail}' },
  RETROACTIVE_NOT_FOUND: { code: 'B2T-2004-06-014', message: '补款单{retroNo}不存在' },

  // 07 the agency's organisation
  USERNAME_TAKEN: { code: 'B2T-2004-07-001', message: '用户名{userName}已被使用' },
  SUB_ACCOUNT_LIMIT: { code: 'B2T-2004-07-002', message: '每个代理人最多{max}个子账号，已达上限' },
  CREDIT_CODE_INVALID: { code: 'B2T-2004-07-003', message: '统一社会信用代码有误（须为18位，且校验位正确）' },
  ROLE_GRANTS_TOO_MUCH: { code: 'B2T-2004-07-004', message: '角色不能授予您自己没有的功能：{functions}' },
  ROLE_IN_USE: { code: 'B2T-2004-07-005', message: '角色“{roleName}”仍有{count}个子账号在使用，不能删除' },
  DEREGISTRATION_BLOCKED: { code: 'B2T-2004-07-006', message: '暂不能注销，未满足“{condition}”：{detail}' },
  ACCOUNT_DEREGISTERED: { code: 'B2T-2004-07-007', message: '该账号已注销，不能登录' },
  WRONG_OLD_PASSWORD: { code: 'B2T-2004-07-008', message: '原密码错误' },
  REGISTRATION_DUPLICATE: { code: 'B2T-2004-07-009', message: '该{what}已注册，请直接登录或联系客服' },
  SUB_ACCOUNT_NOT_FOUND: { code: 'B2T-2004-07-010', message: '子账号不存在' },
  ROLE_NOT_FOUND: { code: 'B2T-2004-07-011', message: '角色不存在' },
  ROLE_NAME_TAKEN: { code: 'B2T-2004-07-012', message: '角色名称“{roleName}”已存在' },
  PASSWORD_UNCHANGED: { code: 'B2T-2004-07-013', message: '新密码不能与原密码相同' },
  SUPPLEMENT_PENDING: { code: 'B2T-2004-07-014', message: '补充资料申请{applicationNo}正在审核中，请勿重复提交' },
  LICENCE_IMAGE_INVALID: { code: 'B2T-2004-07-015', message: '营业执照图片无效：{detail}' },
  DEREGISTRATION_PENDING: { code: 'B2T-2004-07-016', message: '注销申请{applicationNo}正在审核中' },
  MAIN_ACCOUNT_ONLY: { code: 'B2T-2004-07-017', message: '仅主账号可以办理此业务' },
  ACCOUNT_NOT_ACTIVE: { code: 'B2T-2004-07-018', message: '账号尚未激活，不能办理此业务' },

  // 08 documents: electronic itineraries (e-invoices) and agent reports
  // A ticket of another organisation answers TICKET_NOT_INVOICEABLE as an unknown one (nothing leaks).
  TICKET_NOT_INVOICEABLE: { code: 'B2T-2004-08-001', message: '客票{ticketNo}不能开具行程单：{reason}' },
  TICKET_ALREADY_INVOICED: { code: 'B2T-2004-08-002', message: '客票{ticketNo}已在行程单{invoiceNo}（{status}）中，不能重复开具' },
  INVOICE_TOO_MANY_TICKETS: { code: 'B2T-2004-08-003', message: '一张行程单最多{max}张客票，本次选择了{count}张' },
  INVOICE_NOT_FOUND: { code: 'B2T-2004-08-004', message: '行程单{invoiceNo}不存在' },
  INVOICE_STATE_FORBIDS: { code: 'B2T-2004-08-005', message: '行程单状态为“{status}”，不能{action}' },
  REPORT_RANGE_INVALID: { code: 'B2T-2004-08-006', message: '报表日期范围有误：{detail}' },
  REPORT_NOT_FOUND: { code: 'B2T-2004-08-007', message: '报表{reportNo}不存在或已超过{days}天保存期' },
  REPORT_STATE_FORBIDS: { code: 'B2T-2004-08-008', message: '报表状态为“{status}”，不能{action}' },
  REPORT_TOO_MANY: { code: 'B2T-2004-08-009', message: '已有{count}份报表正在排队或生成，请稍后再创建' },

  // 09 team refunds
  TICKET_NOT_REFUNDABLE: { code: 'B2T-2004-09-001', message: '客票{ticketNo}不能退票：{reason}' },
  REFUND_FILE_REQUIRED: { code: 'B2T-2004-09-002', message: '非自愿退票须上传证明材料（航班变动通知、医院证明等）' },
  TEAM_REFUND_NOT_FOUND: { code: 'B2T-2004-09-003', message: '退票申请{reviewId}不存在' },
  TEAM_REFUND_STATE_FORBIDS: { code: 'B2T-2004-09-004', message: '退票申请状态为“{status}”，不能{action}' },

  // 10 ancillary orders
  ANCILLARY_NOT_FOUND: { code: 'B2T-2004-10-001', message: '附加服务单{ancilOrderNo}不存在' },
  ANCILLARY_STATE_FORBIDS: { code: 'B2T-2004-10-002', message: '附加服务单状态为“{status}”，不能{action}' },
  ANCILLARY_INVALID: { code: 'B2T-2004-10-003', message: '附加服务有误：{detail}' },
  DELAY_PENDING: { code: 'B2T-2004-10-004', message: '订单有待支付的延期单{ancilOrderNo}，支付或取消后才能{action}' },
  DELAY_TOO_LATE: { code: 'B2T-2004-10-005', message: '起飞前{hours}小时内不能申请延期' },
  ANCILLARY_TICKET_NOT_OPEN: { code: 'B2T-2004-10-006', message: '旅客{name}没有可用的客票（{reason}），不能购买附加服务' },

  // 11 promotional offers (特惠团); a price that changed is PRICE_CHANGED, a departure past its booking close BOOKING_TOO_LATE
  PROMO_NOT_FOUND: { code: 'B2T-2004-11-001', message: '特惠团产品{offerNo}不存在' },
  PROMO_NOT_OPEN: { code: 'B2T-2004-11-002', message: '特惠团产品“{title}”尚未开售，开售时间{saleStart}' },
  PROMO_CLOSED: { code: 'B2T-2004-11-003', message: '特惠团产品“{title}”已结束销售（销售截止{saleEnd}）' },
  PROMO_SOLD_OUT: {
    code: 'B2T-2004-11-004',
    message: '特惠团产品“{title}”航班{flightNo}（{flightDate}）余位不足：剩余{left}座，需要{wanted}座',
  },
  PROMO_GROUP_SIZE_INVALID: { code: 'B2T-2004-11-005', message: '该特惠团产品每单须为{min}-{max}人（婴儿不占座、不计入团队人数）' },
  PROMO_DEPARTURE_INVALID: { code: 'B2T-2004-11-006', message: '航班{flightNo}（{flightDate}）不在特惠团产品{offerNo}的可售航班中' },

  // 12 charter (包机); a price that changed is PRICE_CHANGED
  CHARTER_AIRCRAFT_UNKNOWN: { code: 'B2T-2004-12-001', message: '机型{aircraftType}不提供包机，请选择包机机型列表中的机型' },
  CHARTER_ROUTE_NOT_SERVED: { code: 'B2T-2004-12-002', message: '航线{depAirport}—{arrAirport}暂不提供包机（本航司无此航线）' },
  CHARTER_DATES_INVALID: { code: 'B2T-2004-12-003', message: '包机日期有误：{detail}' },
  CHARTER_TOO_SOON: { code: 'B2T-2004-12-004', message: '包机须至少提前{days}天预订，最早可选{earliest}' },
  CHARTER_OVER_CAPACITY: { code: 'B2T-2004-12-005', message: '{aircraftType}共{seats}座，预计旅客{passengers}人超出座位数' },
  CHARTER_NO_AIRCRAFT: { code: 'B2T-2004-12-006', message: '{date}没有可供包机的{aircraftType}飞机，请更换日期或机型' },
  CHARTER_WHOLE_AIRCRAFT: { code: 'B2T-2004-12-007', message: '包机订单按整机计价，不能{action}' },

  // 13 series (系列团); a group size out of limits is GROUP_SIZE_INVALID, a changed price PRICE_CHANGED
  SERIES_NO_DEPARTURE: { code: 'B2T-2004-13-001', message: '所选{what}内没有可预订的航班日期：{detail}' },
  SERIES_RANGE_INVALID: { code: 'B2T-2004-13-002', message: '系列团日期有误：{detail}' },
  SERIES_DEPARTURE_UNAVAILABLE: {
    code: 'B2T-2004-13-003',
    message: '{flightDate} {flightNo}已不可预订（{reason}），整个系列团未预订，请重新核验',
  },
  SERIES_NOT_FOUND: { code: 'B2T-2004-13-004', message: '系列团{seriesNo}不存在' },
  SERIES_DEPARTURE_NOT_FOUND: { code: 'B2T-2004-13-005', message: '订单{orderNo}不属于系列团{seriesNo}' },
  SERIES_NOTHING_TO_CANCEL: { code: 'B2T-2004-13-006', message: '所选航班日期中没有可直接取消的订单（已付清或已出票的须办理退票）' },
  SERIES_ADD_PEOPLE_FORBIDDEN: { code: 'B2T-2004-13-007', message: '{flightDate}的订单不能加人：{reason}' },
  SERIES_CANCEL_CHANGED: { code: 'B2T-2004-13-008', message: '取消结果已变化，请重新确认（现扣除定金{forfeit}，退款{refund}）' },

  // 14 team bidding (团队竞价); a deposit changed is PAY_AMOUNT_CHANGED, one not paid in time PAYMENT_DEADLINE_PASSED
  AUCTION_NOT_FOUND: { code: 'B2T-2004-14-001', message: '竞价产品{prodNo}不存在' },
  AUCTION_NOT_STARTED: { code: 'B2T-2004-14-002', message: '竞价活动“{title}”尚未开始，开始时间{startTime}' },
  AUCTION_ENDED: { code: 'B2T-2004-14-003', message: '竞价活动“{title}”已于{endTime}结束，不能{action}' },
  BID_BELOW_FLOOR: { code: 'B2T-2004-14-004', message: '出价{price}低于底价{floor}' },
  BID_OFF_STEP: { code: 'B2T-2004-14-005', message: '出价须为底价{floor}加{step}的整数倍（如{lower}或{higher}）' },
  BID_OVER_CAP: { code: 'B2T-2004-14-006', message: '每家代理人在本活动最多竞拍{cap}座，贵司已出价{taken}座，最多还可竞拍{left}座' },
  BID_SEATS_INVALID: { code: 'B2T-2004-14-007', message: '每笔竞价须为{min}-{max}座' },
  BID_NOT_FOUND: { code: 'B2T-2004-14-008', message: '竞价订单{ancilOrderNo}不存在' },
  BID_STATE_FORBIDS: { code: 'B2T-2004-14-009', message: '竞价订单状态为“{status}”，不能{action}' },
  BID_RAISE_NOT_HIGHER: { code: 'B2T-2004-14-010', message: '加价后的出价须高于当前出价{price}' },
  BID_QUOTE_CHANGED: { code: 'B2T-2004-14-011', message: '金额已变化（现为{amount}），请重新确认' },

  // 15 scattered B2B tickets (散客票); another agency's order or refund answers its NOT_FOUND (nothing leaks),
  // a ticket that cannot be refunded TICKET_NOT_REFUNDABLE, a price changed PRICE_CHANGED / PAY_AMOUNT_CHANGED
  SCATTERED_PNR_MALFORMED: { code: 'B2T-2004-15-001', message: '无法识别的PNR：{detail}' },
  SCATTERED_PNR_NOT_FOUND: { code: 'B2T-2004-15-002', message: '未找到PNR {pnr}，请核对记录编号或粘贴完整的PNR内容' },
  SCATTERED_PNR_BOOKED: { code: 'B2T-2004-15-003', message: 'PNR {pnr}已生成订单{orderNo}，请直接在散客订单中处理' },
  SCATTERED_SEAT_NOT_CANCELLED: { code: 'B2T-2004-15-004', message: '客票{ticketNo}的座位尚未取消，请先取消座位再申请退票' },
  SCATTERED_REFUND_NOT_FOUND: { code: 'B2T-2004-15-005', message: '退票单{rfdReqSeq}不存在' },
  SCATTERED_REFUND_STATE_FORBIDS: { code: 'B2T-2004-15-006', message: '退票单状态为“{status}”，不能{action}' },
  SCATTERED_TICKET_NOT_CHANGEABLE: { code: 'B2T-2004-15-007', message: '客票{ticketNo}不能改期：{reason}' },
  SCATTERED_CHANGE_FLIGHT_INVALID: { code: 'B2T-2004-15-008', message: '不能改至该航班：{detail}' },

  // 05 frequent passengers
  REGULAR_PASSENGER_DUPLICATE: { code: 'B2T-2004-05-001', message: '常用旅客中已有证件号{idNo}（{name}）' },
  REGULAR_PASSENGER_LIMIT: { code: 'B2T-2004-05-002', message: '常用旅客最多保存{max}位' },
  REGULAR_PASSENGER_NOT_FOUND: { code: 'B2T-2004-05-003', message: '常用旅客不存在或已删除' },
} as const;

export type ErrorKey = keyof typeof ERRORS;

/** The spec's two named codes. */
export const SESSION_EXPIRED_CODE = ERRORS.SESSION_EXPIRED.code;
export const NOT_LOGGED_IN_CODE = ERRORS.NOT_LOGGED_IN.code;
export const NEGATIVE_GROUP_COUNT_CODE = ERRORS.NEGATIVE_GROUP_COUNT.code;

/** Fills a catalogue message's {placeholders}. */
export function errorMessage(key: ErrorKey, params: Record<string, string | number> = {}): string {
  return ERRORS[key].message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
