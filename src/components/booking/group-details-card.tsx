import type { ReactNode } from 'react';
import { Card, Col, Form, Input, Row, Typography } from 'antd';
import { ContactFields, toOrderContact, type ContactValues } from '@/components/order/contact-fields';
import { BOOKING, ORDER_FIGURES } from '@/domain/figures';
import type { OrderContact } from '@/lib/gateway';

/** A group booking's own details: its name, the contact and a remark (names come later, in the order). */
export interface GroupDetailsValues {
  groupName?: string;
  contact: ContactValues;
  remark?: string;
}

/** The details as a create call takes them. */
export function toGroupDetails(values: GroupDetailsValues): { groupName: string; contact: OrderContact; remark?: string } {
  return {
    groupName: (values.groupName ?? '').trim(),
    contact: toOrderContact(values.contact),
    ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
  };
}

/**
 * 团队信息: Form.Items of the surrounding Form (values `GroupDetailsValues`), the name list's deadline
 * said below (`seats`: how many the list will hold, when the booking says it). `aside`: what stands
 * beside the name (the group's size); `namesHere`: the screen asks for the names itself, and says when.
 */
export function GroupDetailsCard({
  placeholder,
  seats,
  aside,
  namesHere = false,
}: {
  placeholder: string;
  seats?: ReactNode;
  aside?: ReactNode;
  namesHere?: boolean;
}) {
  return (
    <Card title="团队信息">
      <Row gutter={12}>
        <Col flex="320px">
          <Form.Item name="groupName" label="团队名称" rules={[{ required: true, whitespace: true, message: '请输入团队名称' }]}>
            <Input maxLength={BOOKING.groupNameMaxLength} showCount placeholder={placeholder} />
          </Form.Item>
        </Col>
        {aside && <Col flex="auto">{aside}</Col>}
      </Row>
      <ContactFields nameLabel="联系人" />
      <Form.Item name="remark" label="备注">
        <Input.TextArea maxLength={ORDER_FIGURES.remarkMaxLength} showCount rows={2} />
      </Form.Item>
      {!namesHere && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          旅客名单在订单详情中录入或导入{seats}，须在起飞前{ORDER_FIGURES.nameLeadMs / 3_600_000}小时录入完毕。
        </Typography.Paragraph>
      )}
    </Card>
  );
}
