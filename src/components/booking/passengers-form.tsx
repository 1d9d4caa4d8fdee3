import type { ReactNode } from 'react';
import { App, Card, Form, Space, Typography } from 'antd';
import { ContactFields, contactOfUser, type ContactValues } from '@/components/order/contact-fields';
import { useSessionUser } from '@/lib/current-user';
import { useFormDraft } from '@/lib/drafts';
import type { PassengerCounts } from '@/lib/gateway';
import {
  emptyRowCount,
  fillEmptyRows,
  ListPassengerPicker,
  PassengerFields,
  passengerRows,
  type PassengerRowValues,
} from './passenger-fields';

/** What a booking step that names its passengers holds: a row per passenger of the counts, and the contact. */
export interface PassengersValues {
  passengers: PassengerRowValues[];
  contact: ContactValues;
}

/**
 * The form of such a step, kept as a draft under `draftId` (one per set of counts: a draft typed for
 * other counts does not fit these rows), and `pick`: the chosen 常用旅客 or earlier passengers into the
 * empty rows, saying whom no row of their type was left for.
 */
export function usePassengersForm(draftId: string) {
  const [form] = Form.useForm<PassengersValues>();
  const draft = useFormDraft(form, draftId);
  const { message } = App.useApp();
  const pick = (picked: Parameters<typeof fillEmptyRows>[1]) => {
    const current = (form.getFieldValue('passengers') ?? []) as PassengerRowValues[];
    const filled = fillEmptyRows(current, picked);
    form.setFieldsValue({ passengers: filled.rows });
    draft.onValuesChange({}, form.getFieldsValue(true) as PassengersValues);
    if (filled.skipped.length > 0) void message.warning(`${filled.skipped.join('、')}的旅客类型没有空位，未添加`);
  };
  return { form, draft, pick };
}

/** The step's form around its cards: a row per passenger of the counts, the signed-in user as the contact, the draft kept as typed. */
export function PassengersForm({
  passengers: { form, draft },
  counts,
  onFinish,
  children,
}: {
  passengers: ReturnType<typeof usePassengersForm>;
  counts: PassengerCounts;
  onFinish: (values: PassengersValues) => void;
  children: ReactNode;
}) {
  const user = useSessionUser();
  return (
    <Form<PassengersValues>
      form={form}
      layout="vertical"
      initialValues={{ passengers: passengerRows(counts), contact: contactOfUser(user) }}
      onValuesChange={draft.onValuesChange}
      onFinish={onFinish}
      scrollToFirstError
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {children}
      </Space>
    </Form>
  );
}

/** The passengers' card: the fields of each (`noun` 旅客 1, 旅客 2…), checked against the departure date, the picker above them. */
export function PassengersCard({
  passengers: { pick },
  title,
  noun,
  counts,
  departureDate,
  children,
}: {
  passengers: ReturnType<typeof usePassengersForm>;
  title: string;
  noun: string;
  counts: PassengerCounts;
  departureDate: string;
  /** Shown above the rows. */
  children?: ReactNode;
}) {
  return (
    <Card
      title={`${title}（成人${counts.adultCount} 儿童${counts.childCount} 婴儿${counts.infantCount}）`}
      extra={<ListPassengerPicker listName="passengers" room={emptyRowCount} onPick={pick} />}
    >
      {children}
      <Form.List name="passengers">
        {(fields) =>
          fields.map((field) => (
            <div key={field.key}>
              <Typography.Text strong>
                {noun}
                {field.name + 1}
              </Typography.Text>
              <PassengerFields listName="passengers" index={field.name} departureDate={departureDate} />
            </div>
          ))
        }
      </Form.List>
    </Card>
  );
}

/** The contact's card. */
export function ContactCard() {
  return (
    <Card title="联系人">
      <ContactFields nameLabel="联系人姓名" />
    </Card>
  );
}
