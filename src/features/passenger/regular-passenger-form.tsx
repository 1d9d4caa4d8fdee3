import { REGULAR_PASSENGER_FIGURES } from '@/domain/figures';
import { App, Form, Input, Radio, Select } from 'antd';
import { fillFromId, NAME_LIST_FIELDS, passengerFieldRule, rowFromValues, toPassenger, type NameListField } from '@/domain/name-list';
import { Gender, IdType, PassengerType } from '@/domain/passenger';
import { gatewayNow } from '@/lib/clock';
import { gatewayDayjs } from '@/lib/dates';
import { useFormDraft } from '@/lib/drafts';
import { conflictOf, ERRORS, type PassengerInput, type RegularPassenger } from '@/lib/gateway';
import { useRevisionConflict, type ConflictField } from '@/components/revision-conflict';
import { useWrite, type FieldErrors } from '@/lib/mutation-kit';
import { addRegularPassenger, editRegularPassenger } from '@/lib/regular-passengers';
import { FormModal } from '@/components/form-modal';

type Values = Record<NameListField, string | undefined> & { remark?: string };

const REMARK_MAX = REGULAR_PASSENGER_FIGURES.remarkMaxLength;

const FIELD_ERRORS: FieldErrors<keyof Values & string> = {
  [ERRORS.REGULAR_PASSENGER_DUPLICATE.code]: 'idNo',
};

const CONFLICT_FIELDS: readonly ConflictField<Values>[] = [
  { name: 'name', label: '姓名' },
  { name: 'passengerType', label: '旅客类型', format: (value) => (value ? PassengerType.label(value as PassengerType) : '（空）') },
  { name: 'idType', label: '证件类型', format: (value) => (value ? IdType.label(value as IdType) : '（空）') },
  { name: 'idNo', label: '证件号码' },
  { name: 'birthDate', label: '出生日期' },
  { name: 'gender', label: '性别', format: (value) => (value ? Gender.label(value as Gender) : '（空）') },
  { name: 'mobile', label: '手机号' },
  { name: 'remark', label: '备注' },
];

/** Frequent passengers have no flight: their type is their age today (as the gateway judges it). */
const today = () => gatewayDayjs().format('YYYY-MM-DD');

function toValues(passenger: RegularPassenger | undefined): Partial<Values> {
  if (!passenger) return { passengerType: 'ADT', idType: 'NI' };
  return {
    name: passenger.name,
    passengerType: passenger.passengerType,
    idType: passenger.idType,
    idNo: passenger.idNo,
    birthDate: passenger.birthDate,
    gender: passenger.gender,
    mobile: passenger.mobile,
    remark: passenger.remark,
  };
}

/** Add or edit one frequent passenger (a modal form with the name list's rules). */
export function RegularPassengerForm({ passenger, onClose }: { passenger?: RegularPassenger; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const draftId = `regular-passenger:${passenger?.passengerId ?? 'new'}`;
  const draft = useFormDraft(form, draftId);
  const conflict = useRevisionConflict({
    draftId,
    form,
    what: '常用旅客',
    fields: CONFLICT_FIELDS,
    theirs: (refusal) => {
      const current = conflictOf(refusal, 'regularPassenger')?.current;
      return current && toValues(current);
    },
    record: passenger && { revision: passenger, values: toValues(passenger) },
  });
  const options = {
    form,
    draft,
    onBizError: conflict.onBizError,
    fieldErrors: FIELD_ERRORS,
    onSuccess: () => {
      void message.success(passenger ? '常用旅客已修改' : '常用旅客已添加');
      onClose();
    },
  };
  const add = useWrite(addRegularPassenger, options);
  const edit = useWrite(editRegularPassenger, options);
  const pending = add.isPending || edit.isPending;

  const read = () => rowFromValues(form.getFieldsValue());
  const context = () => ({ now: gatewayNow(), departureDate: today() });
  const rule = (field: NameListField) => [passengerFieldRule(field, read, context)];

  const onValuesChange = (changed: Partial<Values>, all: Values) => {
    draft.onValuesChange(changed, all);
    if (!('idNo' in changed) && changed.idType !== 'NI') return;
    // A mainland ID number says birth date, gender and type.
    const filled = fillFromId(rowFromValues(all), today(), 'overwrite');
    if (filled.idType !== 'NI' || !filled.birthDate) return;
    form.setFieldsValue({ idType: 'NI', birthDate: filled.birthDate, gender: filled.gender, passengerType: filled.passengerType });
  };

  const submit = (values: Values) => {
    const body: PassengerInput & { remark?: string } = toPassenger(rowFromValues(values));
    const remark = values.remark?.trim();
    if (remark) body.remark = remark;
    if (passenger) edit.submit({ passengerId: passenger.passengerId, baseRevision: conflict.baseRevision(), passenger: body });
    else add.submit({ passenger: body });
  };

  const dependsOnAll = NAME_LIST_FIELDS.filter((field) => field !== 'name' && field !== 'mobile');

  return (
    <FormModal
      form={form}
      open
      title={passenger ? '修改常用旅客' : '新增常用旅客'}
      okText="保存"
      cancelText="取消"
      confirmLoading={pending}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={toValues(passenger)}
        onValuesChange={onValuesChange}
        onFinish={submit}
        requiredMark
      >
        <Form.Item name="name" label="姓名" required rules={rule('name')} extra="中文姓名，或英文“姓/名”（如 ZHANG/SAN）">
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
        <Form.Item name="idType" label="证件类型" required rules={rule('idType')}>
          <Select options={[...IdType.options]} />
        </Form.Item>
        <Form.Item name="idNo" label="证件号码" required rules={rule('idNo')} extra="身份证号码将自动填写出生日期、性别和旅客类型">
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item name="passengerType" label="旅客类型" required rules={rule('passengerType')} dependencies={dependsOnAll}>
          <Radio.Group options={[...PassengerType.options]} optionType="button" />
        </Form.Item>
        <Form.Item name="birthDate" label="出生日期" rules={rule('birthDate')} dependencies={['idNo', 'idType', 'passengerType']}>
          <Input placeholder="YYYY-MM-DD" maxLength={10} autoComplete="off" />
        </Form.Item>
        <Form.Item name="gender" label="性别" rules={rule('gender')} dependencies={['idNo', 'idType']}>
          <Radio.Group options={[...Gender.options]} />
        </Form.Item>
        <Form.Item name="mobile" label="手机号" rules={rule('mobile')}>
          <Input maxLength={11} autoComplete="off" />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[{ max: REMARK_MAX, message: `备注不能超过${REMARK_MAX}字` }]}>
          <Input.TextArea maxLength={REMARK_MAX} showCount autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
      </Form>
      {conflict.element}
    </FormModal>
  );
}
