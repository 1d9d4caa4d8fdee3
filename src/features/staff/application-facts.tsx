import { Tag } from 'antd';
import { formatDateTime } from '@/domain/format';
import type { EnumDef } from '@/domain/enum';

/**
 * The first facts of the agency's application to the airline (补充资料, 注销): its number, its state as a
 * tag, and when it was made; each screen adds what follows (review time, remark).
 */
export function applicationFacts<S extends string>(
  application: { applicationNo?: string; state: S; appliedAt?: string },
  states: EnumDef<S>,
  stateLabel: string,
) {
  return [
    { key: 'no', label: '申请单号', children: application.applicationNo },
    { key: 'state', label: stateLabel, children: <Tag color={states.color(application.state)}>{states.label(application.state)}</Tag> },
    { key: 'applied', label: '申请时间', children: formatDateTime(application.appliedAt) },
  ];
}
