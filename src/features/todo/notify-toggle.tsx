import { Alert, App, Button, Space } from 'antd';
import { useGatewayNow } from '@/lib/clock';
import type { DueItem } from '@/lib/gateway';
import { DENIED_EXPLANATION, disableNotifications, enableNotifications, useNotifyState } from './notify';

/** 开启桌面提醒 / 关闭桌面提醒, and why they are off after a refusal. The browser is asked only from here. */
export function NotifyToggle({ items }: { items: readonly DueItem[] | undefined }) {
  const state = useNotifyState();
  const now = useGatewayNow();
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
          const result = await enableNotifications(items ?? [], now);
          if (result === 'on') void message.success('已开启桌面提醒：事项进入最后2小时、航班变动或退票结果到达时提醒您');
        }}
      >
        开启桌面提醒
      </Button>
      {state === 'denied' && <Alert type="warning" showIcon title={DENIED_EXPLANATION} />}
    </Space>
  );
}
