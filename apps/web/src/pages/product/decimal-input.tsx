import { InputNumber, type InputNumberProps } from 'antd';

const RIGHT = { input: { textAlign: 'right' as const } };

/**
 * A decimal ≥ 0 typed as text (stringMode: no float rounding), right-aligned like the numbers
 * of the lists, full width. Works inside a Form.Item.
 */
export function DecimalInput(props: Omit<InputNumberProps<string>, 'stringMode'>) {
  return <InputNumber<string> min="0" controls={false} style={{ width: '100%' }} styles={RIGHT} {...props} stringMode />;
}
