import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../i18n';
import type { LineValue } from '../../kit/document/line-kinds';
import { recordUiBridge } from '../../test/ui-bridge';
import { FROM_RETAIL_SALE, FROM_SALE_ORDER, SalePickButton, type SalePickSource } from './sale-pick-dialog';
import type { SalePickLine } from './sale-pick-lines';

const line = (over: Partial<SalePickLine>): SalePickLine => ({
  id: '41',
  documentId: '4',
  billNo: 'KHDD2026112700001',
  billDate: '2026-11-27',
  warehouseId: '31',
  lineNo: 1,
  skuId: '101',
  qty: '10.0000',
  fulfilledQty: '4.0000',
  open: '6.0000',
  price: '11.3',
  taxRate: '0',
  discount: '0',
  gift: false,
  ...over,
});

const bridge = recordUiBridge();
const bodies: unknown[] = [];
/** The selection boxes of the table's rows (not its select-all box). */
const rowBoxes = (table: HTMLElement) =>
  [...table.querySelectorAll('tr.ant-table-row')].map((row) => row.querySelector('input[type=checkbox]') as HTMLElement);

beforeEach(() => {
  bodies.length = 0;
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const picking = url.endsWith(FROM_SALE_ORDER.url) || url.endsWith(FROM_RETAIL_SALE.url);
    if (picking) bodies.push(JSON.parse(String(init?.body ?? 'null')));
    const data = picking
      ? { list: [line({}), line({ id: '42', lineNo: 2, skuId: '102', price: '0', gift: true, open: '1.0000' })], total: 2 }
      : [];
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data, requestId: 'r' }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});

function show(customerId: string | undefined, source: SalePickSource = FROM_SALE_ORDER) {
  let form: FormInstance | undefined;
  const Host = () => {
    const [f] = Form.useForm();
    form = f;
    return (
      <Form form={f} initialValues={{ customerId, lines: [] }}>
        <SalePickButton form={f} changed={() => undefined} source={source} />
      </Form>
    );
  };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Host />
    </QueryClientProvider>,
  );
  return () => form as FormInstance;
}

describe('从批发订单选择', () => {
  it('asks for the customer first', () => {
    show(undefined);
    fireEvent.click(screen.getByTestId('pick-from-sale-order'));
    expect(bridge.error).toHaveBeenCalledWith(t('sale:pick.customerFirst'));
  });

  it('lists the customer’s open order lines and takes the ticked ones at the quantity typed', async () => {
    const form = show('9');
    fireEvent.click(screen.getByTestId('pick-from-sale-order'));
    const table = await screen.findByTestId('pick-table');
    await waitFor(() => expect(rowBoxes(table).length).toBe(2));
    expect(bodies[0]).toMatchObject({ customerId: '9', pageNum: 1 });
    const boxes = rowBoxes(table);
    fireEvent.click(boxes[0] as HTMLElement);
    fireEvent.click(boxes[1] as HTMLElement);
    fireEvent.change(screen.getByTestId('pick-qty-KHDD2026112700001-1'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('pick-ok'));
    await waitFor(() => expect(bridge.success).toHaveBeenCalled());
    const lines = form().getFieldValue('lines') as LineValue[];
    expect(lines.map((l) => [l.skuId, l.qty, l.sourceLineId, l.gift ?? null])).toEqual([
      ['101', '5', '41', null],
      ['102', '1', '42', true],
    ]);
    expect(form().getFieldValue('warehouseId')).toBe('31');
  });

  it('refuses more than is open', async () => {
    const form = show('9');
    fireEvent.click(screen.getByTestId('pick-from-sale-order'));
    const table = await screen.findByTestId('pick-table');
    await waitFor(() => expect(rowBoxes(table).length).toBe(2));
    fireEvent.click(rowBoxes(table)[0] as HTMLElement);
    fireEvent.change(screen.getByTestId('pick-qty-KHDD2026112700001-1'), { target: { value: '7' } });
    fireEvent.blur(screen.getByTestId('pick-qty-KHDD2026112700001-1'));
    fireEvent.click(screen.getByTestId('pick-ok'));
    // The input holds at most what is open; whatever it keeps, no more than 6 is taken.
    await waitFor(() => expect(bridge.success.mock.calls.length + bridge.error.mock.calls.length).toBeGreaterThan(0));
    const lines = (form().getFieldValue('lines') ?? []) as LineValue[];
    expect(lines.every((l) => Number(l.qty) <= 6)).toBe(true);
  });
});

describe('从零售单选择', () => {
  it('needs no customer: lists the group’s retail sale lines and takes them with their source line, without gift or discount', async () => {
    const form = show(undefined, FROM_RETAIL_SALE);
    fireEvent.click(screen.getByTestId('pick-from-retail-sale'));
    expect(bridge.error).not.toHaveBeenCalled();
    const table = await screen.findByTestId('pick-table');
    await waitFor(() => expect(rowBoxes(table).length).toBe(2));
    expect(bodies[0]).toMatchObject({ pageNum: 1 });
    expect(bodies[0]).not.toHaveProperty('customerId');
    fireEvent.click(rowBoxes(table)[0] as HTMLElement);
    fireEvent.change(screen.getByTestId('pick-qty-KHDD2026112700001-1'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('pick-ok'));
    await waitFor(() => expect(bridge.success).toHaveBeenCalled());
    const lines = form().getFieldValue('lines') as LineValue[];
    expect(lines.map((l) => [l.skuId, l.qty, l.price, l.sourceLineId, l.gift ?? null])).toEqual([['101', '2', '11.3', '41', null]]);
  });
});
