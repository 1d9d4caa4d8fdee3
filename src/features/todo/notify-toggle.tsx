import { Alert, App, Button, Space } from 'antd';
import { gatewayNow } from '@/lib/clock';
import { allDueItems } from './api';
import { DENIED_EXPLANATION, disableNotifications, enableNotifications, useNotifyState } from './notify';

/** Everything due for the agent, whatever a screen shows: what opting in marks as seen. */
const everythingDue = () => allDueItems({});

/** 开启桌面提醒 / 关闭桌面提醒, and why they are off after a refusal. The browser is asked only from here. */
export function NotifyToggle() {
  const state = useNotifyState();
  const { message } = App.useApp();
  if (state === 'unsupported') return null;
  if (state === 'on') {
    return (
      <Button size="small" onClick={disableNotifications}>
        关闭桌面提醒
      </Button>
    );
  }
  return (
    <Space orientation="vertical" size={4}>
      <Button
        size="small"
        type="primary"
        ghost
        onClick={async () => {
          // A failed read is toasted by the gateway client; notifications then stay off.
          const result = await enableNotifications(everythingDue, gatewayNow).catch(() => null);
          if (result === 'on') void message.success('已开启桌面提醒：事项进入最后2小时、航班变动或退票结果到达时提醒您');
        }}
      >
        开启桌面提醒
      </Button>
      {state === 'denied' && <Alert type="warning" showIcon title={DENIED_EXPLANATION} />}
    </Space>
  );
}
