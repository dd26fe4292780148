import { SearchOutlined } from '@ant-design/icons';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Descriptions,
  Dropdown,
  Empty,
  Form,
  Input,
  InputNumber,
  Popover,
  Radio,
  Select,
  Skeleton,
  Space,
  Spin,
  Table,
  Tabs,
  Tag,
  Tooltip,
  TreeSelect,
  Typography,
} from 'antd';
import { useState } from 'react';
import { createPortal } from 'react-dom';

type Row = { id: string; code: string; name: string; amount: string };
const ROWS: Row[] = [{ id: '1', code: 'C001', name: '—', amount: '0.00' }];

/**
 * The antd components a list or an editor is made of, drawn once into an element that is never
 * attached to the page, and kept there. antd makes each component's styles the first time one is
 * drawn (tens of milliseconds for a table, a form and their parts), so without this the first
 * screen a clerk opens after login pays for all of them while its rows wait. Kept mounted because
 * antd forgets a component's styles when the last one using them goes. Nothing of it is in the
 * document: no selector, focus or screen reader finds it.
 */
export default function StyleWarmUp() {
  const [into] = useState(() => document.createElement('div'));
  return createPortal(
    <div aria-hidden>
      <Form layout="inline">
        <Form.Item label="-">
          <Input allowClear prefix={<SearchOutlined />} />
        </Form.Item>
        <Form.Item label="-">
          <Select value="a" options={[{ value: 'a', label: '-' }]} allowClear />
        </Form.Item>
        <Form.Item label="-">
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item label="-">
          <InputNumber />
        </Form.Item>
        <Form.Item label="-">
          <TreeSelect treeData={[]} />
        </Form.Item>
        <Form.Item label="-">
          <Input.TextArea />
        </Form.Item>
        <Form.Item label="-">
          <Radio.Group value="a" options={[{ value: 'a', label: '-' }]} />
        </Form.Item>
        <Form.Item label="-">
          <Checkbox />
        </Form.Item>
      </Form>
      <Space>
        <Button type="primary">-</Button>
        <Button>-</Button>
        <Button type="link" size="small">
          -
        </Button>
        <Button danger>-</Button>
        <Dropdown menu={{ items: [] }}>
          <Button>-</Button>
        </Dropdown>
        <Tooltip title="-">
          <span>-</span>
        </Tooltip>
        <Popover content="-">
          <span>-</span>
        </Popover>
        <Tag color="green">-</Tag>
        <Badge count={1} />
        <Spin />
        <Typography.Text>-</Typography.Text>
      </Space>
      <Table<Row>
        rowKey="id"
        size="middle"
        sticky
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'code', dataIndex: 'code', title: '-', fixed: 'left', width: 100 },
          { key: 'name', dataIndex: 'name', title: '-', ellipsis: true, width: 200 },
          { key: 'amount', dataIndex: 'amount', title: '-', align: 'right', width: 120 },
          { key: 'actions', title: '-', fixed: 'right', width: 120, render: () => <Button type="link">-</Button> },
        ]}
        dataSource={ROWS}
        rowSelection={{ selectedRowKeys: [] }}
        pagination={{ total: 100, current: 1, pageSize: 20, showSizeChanger: true, showQuickJumper: true, showTotal: () => '-' }}
      />
      <Empty />
      <Skeleton active />
      <Alert type="info" message="-" />
      <Card title="-" size="small">
        <Descriptions size="small" items={[{ key: 'a', label: '-', children: '-' }]} />
      </Card>
      <Tabs items={[{ key: 'a', label: '-', children: '-' }]} />
    </div>,
    into,
  );
}
