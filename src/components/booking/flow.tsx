import type { ComponentType } from 'react';
import { Alert, Steps } from 'antd';
import { useFlowStep, type Flow } from '@/lib/flow-kit';
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
  return (
    <ChooseFirst
      title={missing?.title ?? '请从第一步开始'}
      to={flow.backTo(step, state)}
      action={missing?.action ?? flow.steps[flow.keys[0]!].label}
    />
  );
}

/**
 * A step's screen that needs only the journey's state and the step's needs from the address: `Body` with them, or
 * FlowGuard where the steps before it have not chosen what it needs.
 */
export function flowStepScreen<S, N, K extends string>(flow: Flow<S, K>, step: K, Body: ComponentType<{ state: S; needs: N }>) {
  return function FlowStepScreen() {
    const { state, needs } = useFlowStep<S, N, K>(flow, step);
    if (!state || !needs) return <FlowGuard flow={flow} step={step} state={state} />;
    return <Body state={state} needs={needs} />;
  };
}

/** The inputs changed after the answer on screen (`useStaleAnswer`): quote or search again before going on. */
export function StaleAnswer({ action }: { action: '重新计价' | '重新查询' }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={`条件已变更，请${action}`}
      description={`下方结果按变更前的条件得出，${action}后才能继续。`}
    />
  );
}
