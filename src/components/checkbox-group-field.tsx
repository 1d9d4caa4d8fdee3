import { Checkbox } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';

/**
 * A checkbox group for a Form.Item marked `required` (its label shows the asterisk): antd hands the
 * control `aria-required`, which no role of a group of checkboxes takes (axe aria-allowed-attr), so it
 * stops here; the item's validator says what is missing.
 */
export function CheckboxGroupField<T extends string | number>(props: CheckboxGroupProps<T> & { 'aria-required'?: unknown }) {
  const { 'aria-required': _required, ...rest } = props;
  return <Checkbox.Group<T> {...rest} />;
}
