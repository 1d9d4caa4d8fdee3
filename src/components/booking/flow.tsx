import { Steps } from 'antd';
import type { Flow } from '@/lib/flow-kit';
import { ChooseFirst } from './quote-outcome';

/** The journey's steps above a step's page, the current one marked. */
export function FlowSteps<S, K extends string>({ flow, current }: { flow: Flow<S, K>; current: K }) {
  return (
    <Steps
      size="small"
      current={flow.keys.indexOf(current)}
      items={flow.keys.map((key) => ({ title: flow.steps[key].label }))}
      style={{ marginBottom: 16 }}
    />
  );
}

/** A step reached without what the steps before it choose: its words, and the way to where it is chosen. */
export function FlowGuard<S, K extends string>({ flow, step, state }: { flow: Flow<S, K>; step: K; state: S | null }) {
  const missing = flow.steps[step].missing;
  return <ChooseFirst title={missing?.title ?? '请从第一步开始'} to={flow.backTo(step, state)} action={missing?.action ?? flow.steps[flow.keys[0]!].label} />;
}
