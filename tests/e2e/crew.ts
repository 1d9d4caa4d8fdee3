import writeExcelFile from 'write-excel-file/node';
import { mainlandId } from './support';

/** 20 travellers of a study group, as an agent would type them into the crew-list template. */
export const CREW = [
  ['王建华', '310101', '19780412', '013'],
  ['李秀英', '320102', '19820923', '024'],
  ['张志强', '330106', '19750607', '035'],
  ['刘芳', '110105', '19900118', '046'],
  ['陈杰', '440106', '19881130', '057'],
  ['杨丽', '510104', '19930305', '068'],
  ['赵磊', '420102', '19850716', '079'],
  ['黄静', '350102', '19910228', '082'],
  ['周涛', '370102', '19720809', '093'],
  ['吴敏', '120101', '19870514', '104'],
  ['徐斌', '210102', '19800101', '115'],
  ['孙燕', '430102', '19950620', '126'],
  ['胡军', '610104', '19770325', '137'],
  ['朱婷', '500103', '19921012', '148'],
  ['高峰', '230102', '19830417', '159'],
  ['林晓梅', '350203', '19960903', '160'],
  ['何勇', '450103', '19790228', '171'],
  ['郭琳', '410105', '19890707', '182'],
  ['马超', '620102', '19861119', '193'],
  ['罗佳怡', '360102', '19980521', '204'],
] as const;

/** The crew list as the template lays it out: the header row, the template's example row, then one traveller a row. */
export async function crewWorkbook(count: number = CREW.length): Promise<Buffer> {
  const header = ['姓名', '旅客类型', '证件类型', '证件号码', '出生日期', '性别', '手机号'];
  const example = ['张伟', '成人', '身份证', '110101199003071234', '1990-03-07', '男', '13800000000'];
  const travellers = CREW.slice(0, count).map(([name, area, birth, sequence], index) => [
    name,
    '成人',
    '身份证',
    mainlandId(birth, sequence, area),
    `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6)}`,
    Number(sequence) % 2 === 1 ? '男' : '女',
    `1391234${String(5600 + index).padStart(4, '0')}`,
  ]);
  const buffer = await writeExcelFile([header, example, ...travellers]).toBuffer();
  return Buffer.from(buffer);
}
