import { Modal, type FormInstance, type ModalProps } from 'antd';

/**
 * A dialog around a form: its OK button submits the form (the form's onFinish does the write), and
 * what the dialog held is gone once it closes, so it opens afresh next time.
 */
export function FormModal({ form, ...modal }: { form: FormInstance } & Omit<ModalProps, 'onOk' | 'destroyOnHidden'>) {
  return <Modal destroyOnHidden {...modal} onOk={() => form.submit()} />;
}
