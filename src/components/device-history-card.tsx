import { useState } from 'react';
import { Button, Card, List, Popconfirm, Space, Switch, Typography } from 'antd';
import { IdType, PassengerType } from '@/domain/passenger';
import { clearPassengerHistory, forgetPassenger, passengerHistory, rememberOnDevice, setRememberOnDevice } from '@/lib/passenger-history';

/** '110101********4514': enough to tell entries apart, not the whole number on a shared screen. */
const masked = (idNo: string) => (idNo.length > 8 ? `${idNo.slice(0, 6)}${'*'.repeat(idNo.length - 10)}${idNo.slice(-4)}` : idNo);

/**
 * The passengers entered earlier (the picker's 最近录入) and the account's choice "在本机记住旅客":
 * off (the default), they are kept for this tab only and cleared at logout; on, on this device for this
 * account, until removed here or the account is deregistered. Each entry can be removed, or all at once.
 */
export function DeviceHistoryCard() {
  const [onDevice, setOnDevice] = useState(rememberOnDevice);
  const [entries, setEntries] = useState(passengerHistory);
  const refresh = () => {
    setOnDevice(rememberOnDevice());
    setEntries(passengerHistory());
  };
  return (
    <Card
      size="small"
      title="最近录入的旅客"
      extra={
        <Space>
          <Switch
            checked={onDevice}
            onChange={(on) => {
              setRememberOnDevice(on);
              refresh();
            }}
            aria-label="在本机记住旅客"
          />
          <Typography.Text>在本机记住旅客</Typography.Text>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {onDevice
          ? '已开启：本账号录入的旅客保存在这台电脑上，退出登录后仍保留，可随时删除；账户注销时清除。'
          : '未开启：旅客记录只保存在当前浏览器标签页，退出登录或关闭标签页即清除（多人共用电脑时请勿开启）。'}
      </Typography.Paragraph>
      {entries.length === 0 ? (
        <Typography.Text type="secondary">暂无记录</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={entries}
          renderItem={(entry) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="link"
                  size="small"
                  aria-label={`删除 ${entry.name}`}
                  onClick={() => {
                    forgetPassenger(entry.idNo);
                    refresh();
                  }}
                >
                  删除
                </Button>,
              ]}
            >
              {entry.name}（{PassengerType.label(entry.passengerType)}） {IdType.label(entry.idType)} {masked(entry.idNo)}
            </List.Item>
          )}
        />
      )}
      {entries.length > 0 && (
        <Popconfirm
          title="清空全部旅客记录？"
          okText="清空"
          cancelText="取消"
          onConfirm={() => {
            clearPassengerHistory();
            refresh();
          }}
        >
          <Button size="small" danger>
            清空全部
          </Button>
        </Popconfirm>
      )}
    </Card>
  );
}
