import { Form, Input, Radio } from 'antd';
import { InvoicePushChannel } from '@/domain/invoice';
import { emailRule, PHONE_LENGTH, phoneRule } from '@/domain/validators';
import type { InvoicePush } from '@/lib/gateway';

/** Where an itinerary is pushed, as a form holds it (the issue form, the repeat-push dialog). */
export interface PushValues {
  pushChannel: InvoicePushChannel;
  pushTarget: string;
}

export const DEFAULT_PUSH: Pick<PushValues, 'pushChannel'> = { pushChannel: 'EMAIL' };

export const toPush = ({ pushChannel, pushTarget }: PushValues): InvoicePush => ({ channel: pushChannel, target: pushTarget.trim() });

const TARGET = {
  EMAIL: {
    label: '接收邮箱',
    placeholder: 'name@example.com',
    required: '请输入接收行程单的电子邮箱',
    rule: emailRule,
    inputMode: 'email',
  },
  SMS: {
    label: '接收手机号',
    placeholder: `${PHONE_LENGTH}位中国大陆手机号`,
    required: '请输入接收行程单的手机号',
    rule: phoneRule,
    inputMode: 'numeric',
  },
} as const;

/** The channel (email or SMS) and its destination, checked as the gateway checks it. */
export function PushFields() {
  return (
    <>
      <Form.Item name="pushChannel" label="推送方式" rules={[{ required: true, message: '请选择推送方式' }]}>
        <Radio.Group aria-label="推送方式" options={[...InvoicePushChannel.options]} />
      </Form.Item>
      <Form.Item noStyle dependencies={['pushChannel']}>
        {({ getFieldValue }) => {
          const target = TARGET[(getFieldValue('pushChannel') as InvoicePushChannel | undefined) ?? 'EMAIL'];
          return (
            <Form.Item
              name="pushTarget"
              label={target.label}
              rules={[{ required: true, whitespace: true, message: target.required }, target.rule()]}
            >
              <Input
                placeholder={target.placeholder}
                inputMode={target.inputMode}
                maxLength={target === TARGET.SMS ? PHONE_LENGTH : 100}
                allowClear
              />
            </Form.Item>
          );
        }}
      </Form.Item>
    </>
  );
}
