import { Fragment } from 'react';
import { Col, Descriptions, Form, Input, Row } from 'antd';
import { ORDER_FIGURES } from '@/domain/figures';
import { emailRule, PHONE_LENGTH, phoneRule } from '@/domain/validators';
import type { OrderContact } from '@/lib/gateway';

/** The gateway's limit on the contact's name (shared with the simulator). */
const CONTACT_NAME_MAX = ORDER_FIGURES.contactNameMax;
const EMAIL_MAX = 60;

/** The contact as a form holds it: nothing is there before the user types. */
export interface ContactValues {
  name?: string;
  mobile?: string;
  email?: string;
}

/** A booking's contact before anything is typed: the signed-in user (name, mobile, email). */
export function contactOfUser(user: { displayName: string; mobile?: string; email?: string } | null): ContactValues {
  if (!user) return {};
  return { name: user.displayName, ...(user.mobile ? { mobile: user.mobile } : {}), ...(user.email ? { email: user.email } : {}) };
}

/** The contact as the gateway takes it: trimmed, the email only when one was given. */
export function toOrderContact({ name = '', mobile = '', email }: ContactValues): OrderContact {
  return { name: name.trim(), mobile: mobile.trim(), ...(email?.trim() ? { email: email.trim() } : {}) };
}

/**
 * An order's contact in a form: name and mobile required, email optional. A booking puts them in a
 * row under `contact`; the order's edit form stacks them at the top (`path` []). Each screen keeps its
 * own words for the fields (the required messages follow them).
 */
export function ContactFields({
  nameLabel,
  mobileLabel = '联系电话',
  emailLabel = '邮箱',
  path = ['contact'],
  layout = 'row',
}: {
  nameLabel: string;
  mobileLabel?: string;
  emailLabel?: string;
  path?: readonly string[];
  layout?: 'row' | 'column';
}) {
  const fields = [
    {
      key: 'name',
      width: '200px',
      item: (
        <Form.Item name={[...path, 'name']} label={nameLabel} rules={[{ required: true, whitespace: true, message: `请输入${nameLabel}` }]}>
          <Input maxLength={CONTACT_NAME_MAX} autoComplete="name" />
        </Form.Item>
      ),
    },
    {
      key: 'mobile',
      width: '200px',
      item: (
        <Form.Item
          name={[...path, 'mobile']}
          label={mobileLabel}
          rules={[{ required: true, message: `请输入${mobileLabel}` }, phoneRule()]}
        >
          <Input maxLength={PHONE_LENGTH} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
      ),
    },
    {
      key: 'email',
      width: '260px',
      item: (
        <Form.Item name={[...path, 'email']} label={emailLabel} rules={[emailRule()]}>
          <Input maxLength={EMAIL_MAX} autoComplete="email" />
        </Form.Item>
      ),
    },
  ];
  if (layout === 'column') return fields.map(({ key, item }) => <Fragment key={key}>{item}</Fragment>);
  return (
    <Row gutter={12}>
      {fields.map(({ key, width, item }) => (
        <Col key={key} flex={width}>
          {item}
        </Col>
      ))}
    </Row>
  );
}

/** An order's contact as read: name, mobile, email ('-' when none). */
export function ContactFacts({ contact }: { contact: OrderContact }) {
  return (
    <Descriptions
      size="small"
      column={3}
      items={[
        { key: 'name', label: '姓名', children: contact.name },
        { key: 'mobile', label: '手机', children: contact.mobile },
        { key: 'email', label: '邮箱', children: contact.email ?? '-' },
      ]}
    />
  );
}
