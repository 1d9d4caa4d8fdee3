import { ORDER_FIGURES } from '@/domain/figures';
import { useState } from 'react';
import { App, Button, Card, Empty, Form, Input, Space, Timeline, Typography } from 'antd';
import { ContactFacts, ContactFields, toOrderContact } from '@/components/order/contact-fields';
import { formatDateTime } from '@/domain/format';
import { conflictOf, type OrderContact, type OrderDetail } from '@/lib/gateway';
import { useRevisionConflict, type ConflictField } from '@/components/revision-conflict';
import { useFormDraft, useHasFormDraft } from '@/lib/drafts';
import { useWrite } from '@/lib/mutation-kit';
import { addRemark, updateContact } from './api';

const REMARK_MAX = ORDER_FIGURES.remarkMaxLength;
const CONTACT_DRAFT = 'order-contact';

const CONTACT_FIELDS: readonly ConflictField<OrderContact>[] = [
  { name: 'name', label: '联系人姓名' },
  { name: 'mobile', label: '联系人手机' },
  { name: 'email', label: '联系人邮箱' },
];

function ContactForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const { message } = App.useApp();
  const { orderNo, contact } = order;
  const [form] = Form.useForm<OrderContact>();
  const draftId = CONTACT_DRAFT;
  const draft = useFormDraft(form, draftId);
  const conflict = useRevisionConflict({
    draftId,
    form,
    what: '联系人',
    fields: CONTACT_FIELDS,
    theirs: (refusal) => conflictOf(refusal, 'orderContact')?.current.contact,
    record: { revision: order.contactRevision, values: order.contact },
  });
  const save = useWrite(updateContact, {
    draft,
    onBizError: conflict.onBizError,
    onSuccess: () => {
      void message.success('联系人已更新');
      onDone();
    },
  });
  const submit = (values: OrderContact) => save.submit({ orderNo, contact: toOrderContact(values), baseRevision: conflict.baseRevision() });
  const cancel = () => {
    // Given up: the edit is not kept for later.
    draft.clear();
    onDone();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={contact}
      onValuesChange={draft.onValuesChange}
      onFinish={submit}
      style={{ maxWidth: 420 }}
    >
      {conflict.element}
      <ContactFields nameLabel="联系人姓名" mobileLabel="联系人手机" emailLabel="联系人邮箱" path={[]} layout="column" />
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
        <Button onClick={cancel}>取消</Button>
      </Space>
    </Form>
  );
}

/** The order's contact (editable with TEAM_ORDER_EDIT while the state allows). */
export function ContactCard({ order, canEdit }: { order: OrderDetail; canEdit: boolean }) {
  // An edit under way when the session expired opens again with what was typed.
  const hasDraft = useHasFormDraft(CONTACT_DRAFT);
  const [editing, setEditing] = useState(hasDraft && canEdit);
  return (
    <Card
      size="small"
      title="联系人"
      extra={
        canEdit && !editing ? (
          <Button type="link" size="small" onClick={() => setEditing(true)}>
            修改联系人
          </Button>
        ) : null
      }
    >
      {editing ? <ContactForm order={order} onDone={() => setEditing(false)} /> : <ContactFacts contact={order.contact} />}
    </Card>
  );
}

/** Remarks of the order, oldest first; a new one can be added with TEAM_ORDER_EDIT. */
export function RemarksCard({ order, canAdd }: { order: OrderDetail; canAdd: boolean }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string }>();
  const draft = useFormDraft(form, 'order-remark');
  const add = useWrite(addRemark, {
    draft,
    onSuccess: () => {
      void message.success('备注已添加');
      form.resetFields();
    },
  });
  return (
    <Card size="small" title="备注" style={{ marginTop: 16 }}>
      {order.remarks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无备注" />
      ) : (
        <Timeline
          items={order.remarks.map((remark) => ({
            key: remark.remarkId,
            title: formatDateTime(remark.createTime),
            content: (
              <>
                <div>{remark.content}</div>
                <Typography.Text type="secondary">{remark.createdBy}</Typography.Text>
              </>
            ),
          }))}
        />
      )}
      {canAdd && (
        <Form
          form={form}
          layout="vertical"
          onValuesChange={draft.onValuesChange}
          onFinish={({ content }) => add.submit({ orderNo: order.orderNo, content: content.trim() })}
        >
          <Form.Item name="content" label="添加备注" rules={[{ required: true, whitespace: true, message: '请输入备注内容' }]}>
            <Input.TextArea rows={2} maxLength={REMARK_MAX} showCount />
          </Form.Item>
          <Button htmlType="submit" loading={add.isPending}>
            添加备注
          </Button>
        </Form>
      )}
    </Card>
  );
}
