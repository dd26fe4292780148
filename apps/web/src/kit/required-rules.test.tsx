import { render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input, Select } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeI18nLanguage } from '../i18n';
import { useChoiceRule } from './required-rules';

function Probe() {
  const choose = useChoiceRule();
  return (
    <Form onFinish={() => undefined}>
      <Form.Item name="name" label="名称" rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Form.Item name="type" label="类型" rules={[choose]}>
        <Select options={[{ value: 'A', label: 'A' }]} />
      </Form.Item>
      <Button htmlType="submit">save</Button>
    </Form>
  );
}

describe('required fields', () => {
  beforeAll(() => changeI18nLanguage('zh-CN'));

  it('asks to choose a picked field by its label (请选择类型), not to enter it', async () => {
    render(<Probe />);
    screen.getByText('save').click();
    await waitFor(() => expect(screen.getByText('请选择类型')).toBeTruthy());
    expect(screen.queryByText('请输入类型')).toBeNull();
  });
});
