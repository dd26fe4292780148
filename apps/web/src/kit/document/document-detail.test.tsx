import {
  DOCUMENT_OPERATIONS,
  DOCUMENT_SCREENS,
  type DocumentDetailView,
  type DocumentLineView,
  type DocumentOperation,
  operationTarget,
} from '@quire/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TabContext } from '../../core/tab-context';
import { changeI18nLanguage, t } from '../../i18n';
import enDocument from '../../locales/en-US/document.json';
import idDocument from '../../locales/id-ID/document.json';
import zhDocument from '../../locales/zh-CN/document.json';
import { signInWith } from '../../test/session';
import { recordUiBridge } from '../../test/ui-bridge';
import { documentKeys } from './document-api';
import { DocumentEditor, type DocumentEditorConfig } from './document-editor';
import { WarehouseName } from './document-kit';
import { operationOutcome, operationToast } from './document-words';

const MENU = '/inventory/transfer';
const BASE = '/api/stock/transfer';

const config: DocumentEditorConfig = {
  type: 'WAREHOUSE_TRANSFER',
  title: 'inventory:transfer.title',
  lineKind: 'positive',
  headerItems: (doc) => [
    { key: 'out', label: 'inventory:transfer.outWarehouse', children: <WarehouseName id={doc.warehouseId} /> },
    { key: 'in', label: 'inventory:transfer.inWarehouse', children: <WarehouseName id={doc.toWarehouseId} /> },
  ],
};

function transfer(over: Partial<DocumentDetailView> = {}): DocumentDetailView {
  return {
    id: '5',
    type: 'WAREHOUSE_TRANSFER',
    billNo: 'DBD2026112500003',
    status: 'COMPLETE',
    version: 2,
    billDate: '2026-11-25',
    warehouseId: '31',
    toWarehouseId: '32',
    partnerId: null,
    remark: 'to the shop',
    totalQty: '12.5000',
    reversalOfId: null,
    reversedById: '6',
    createdBy: '7',
    createdByName: null,
    reviewedBy: '8',
    completedBy: '8',
    createTime: '2026-11-25T08:00:00.000Z',
    reviewTime: '2026-11-25T09:00:00.000Z',
    completeTime: '2026-11-25T09:30:00.000Z',
    lines: [
      { id: '51', lineNo: 1, skuId: '101', warehouseId: null, qty: '10.0000', sourceLineId: null, fulfilledQty: '0', remark: null },
      { id: '52', lineNo: 2, skuId: '102', warehouseId: null, qty: '2.5000', sourceLineId: null, fulfilledQty: '0', remark: 'loose' },
    ],
    audit: [
      {
        id: '1',
        operation: 'SAVE',
        fromStatus: null,
        toStatus: 'DRAFT',
        employeeId: '7',
        employeeName: null,
        at: '2026-11-25T08:00:00.000Z',
        reason: null,
      },
      {
        id: '2',
        operation: 'REVIEW',
        fromStatus: 'DRAFT',
        toStatus: 'REVIEWED',
        employeeId: '8',
        employeeName: null,
        at: '2026-11-25T09:00:00.000Z',
        reason: null,
      },
      {
        id: '3',
        operation: 'COMPLETE',
        fromStatus: 'REVIEWED',
        toStatus: 'COMPLETE',
        employeeId: '8',
        employeeName: null,
        at: '2026-11-25T09:30:00.000Z',
        reason: null,
      },
    ],
    links: [{ relation: 'REVERSED_BY', id: '6', type: 'WAREHOUSE_TRANSFER', billNo: 'DBD2026112500004', status: 'COMPLETE' }],
    operations: [],
    ...over,
  };
}

function signIn(buttons: string[]) {
  signInWith({ [MENU]: buttons.map((b) => `inventory:transfer:${b}`) });
}

function show(doc: DocumentDetailView, route: 'detail' | 'edit' = 'detail', shown: DocumentEditorConfig = config) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  client.setQueryData(documentKeys(DOCUMENT_SCREENS[shown.type].base).detail(doc.id), doc);
  client.setQueryData(
    ['documents', 'sku-names', ['101', '102']],
    [
      { id: '101', code: 'PEN-01', name: 'Gel pen, black', unit: 'box' },
      { id: '102', code: 'INK-02', name: 'Ink refill', unit: 'pc' },
    ],
  );
  client.setQueryData(
    ['documents', 'employee-names'],
    [
      { id: '7', code: 'E7', name: 'Ana Clerk' },
      { id: '8', code: 'E8', name: 'Budi Reviewer' },
    ],
  );
  client.setQueryData(
    ['logical-warehouses', 'options'],
    [
      { id: '31', code: 'MAIN', name: 'Main warehouse' },
      { id: '32', code: 'SHOP', name: 'Shop floor' },
    ],
  );
  const path = `${MENU}/${route}/${doc.id}`;
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <TabContext.Provider value={{ tabKey: path, pathname: path, search: '', params: { id: doc.id }, menuPath: MENU, title: '' }}>
          <DocumentEditor config={shown} />
        </TabContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const buttonsShown = () => [...document.querySelectorAll('.q-editor-footer [data-op]')].map((b) => b.getAttribute('data-op'));

const bridge = recordUiBridge();

describe('the read-only detail of a document', () => {
  it('shows a posted document as descriptions, lines with a totals row, related documents and the audit trail', async () => {
    signIn(['detail', 'edit', 'delete', 'review', 'decline', 'complete']);
    show(transfer());
    const detail = await screen.findByTestId('document-detail');
    expect(detail.querySelector('input, textarea, .ant-select')).toBeNull();

    const header = within(screen.getByTestId('document-header'));
    header.getByText('DBD2026112500003');
    header.getByText('Main warehouse');
    header.getByText('Shop floor');
    header.getByText('Ana Clerk');
    expect(header.getAllByText('Budi Reviewer')).toHaveLength(2);
    header.getByText(dayjs('2026-11-25T09:30:00.000Z').format('YYYY-MM-DD HH:mm:ss'));
    expect(header.getAllByText(t('document:status.COMPLETE'))[0].getAttribute('data-status')).toBe('COMPLETE');
    header.getByText(t('document:reversal.by'));

    const lines = screen.getByTestId('document-lines');
    const rows = lines.querySelectorAll('.ant-table-tbody .ant-table-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('PEN-01');
    expect(rows[0].textContent).toContain('Gel pen, black');
    expect(rows[1].textContent).toContain('2.5');
    const totals = lines.querySelector('[data-testid=document-totals]') as HTMLElement;
    expect(totals.textContent).toContain(t('document:lines.total'));
    expect(totals.querySelector('[data-total=qty]')?.textContent).toBe('12.5');

    const link = within(screen.getByTestId('document-links'));
    link.getByText(t('document:links.REVERSED_BY'));
    expect(link.getByText('DBD2026112500004').tagName).toBe('A');

    const audit = screen.getByTestId('audit-trail').querySelectorAll('.ant-table-tbody .ant-table-row');
    expect([...audit].map((r) => r.querySelectorAll('td')[1].textContent)).toEqual(['Save', 'Review', 'Post']);
    expect(audit[2].textContent).toContain('Budi Reviewer');
  });

  it('offers only the operations the status allows and the user holds', async () => {
    signIn(['detail', 'complete']);
    show(
      transfer({
        status: 'REVIEWED',
        completedBy: null,
        completeTime: null,
        reversedById: null,
        links: [],
        operations: ['DECLINE', 'COMPLETE'],
      }),
    );
    await screen.findByTestId('document-detail');
    // Reverse review is allowed by the status but not granted; save, edit and delete are not for a reviewed document.
    expect(buttonsShown()).toEqual(['complete']);
    expect(screen.queryByTestId('document-links')).toBeNull();
    expect(screen.queryByText(t('document:fields.completedBy'))).toBeNull();
  });

  it('posts after asking, with a fresh key, and says so in the one pattern', async () => {
    signIn(['detail', 'complete', 'decline']);
    const doc = transfer({
      status: 'REVIEWED',
      completedBy: null,
      completeTime: null,
      reversedById: null,
      links: [],
      operations: ['DECLINE', 'COMPLETE'],
    });
    const calls: { url: string; body: unknown; key: string | null }[] = [];
    vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
      const headers = new Headers(init?.headers);
      calls.push({ url: String(input), body: JSON.parse(String(init?.body ?? 'null')), key: headers.get('Idempotency-Key') });
      // The operation answers where the document stands; the detail, fetched again after it, the whole document.
      // The units dictionary (the detail formats quantities by it) answers no units.
      const url = String(input);
      const data = url.endsWith('/dictItem/list')
        ? []
        : url.endsWith(`${BASE}/complete`)
          ? { id: '5', billNo: doc.billNo, status: 'COMPLETE', version: 3 }
          : { ...doc, status: 'COMPLETE', version: 3, operations: ['REVERSE'] };
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data, requestId: 'r' }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    show(doc);
    await screen.findByTestId('document-detail');
    expect(buttonsShown()).toEqual(['decline', 'complete']);
    expect(document.querySelector('[data-op=decline]')?.className).toContain('dangerous');
    fireEvent.click(document.querySelector('[data-op=complete]') as HTMLElement);
    await waitFor(() => expect(bridge.success).toHaveBeenCalled());
    expect(bridge.confirm).toHaveBeenCalledWith(expect.objectContaining({ okText: 'Post', danger: false }));
    const posted = calls.find((c) => c.url.endsWith(`${BASE}/complete`));
    expect(posted?.body).toMatchObject({ id: '5', version: 2 });
    expect(posted?.key).toBeTruthy();
    expect(bridge.success).toHaveBeenCalledWith('Warehouse transfer DBD2026112500003: Posted');
  });
});

describe('lines of purchasing documents', () => {
  it('tags a priced line with where its price came from', async () => {
    signIn(['detail']);
    const line = (id: string, skuId: string, priceSource: string | null) => ({
      id,
      lineNo: Number(id) - 50,
      skuId,
      warehouseId: null,
      qty: '10.0000',
      sourceLineId: null,
      fulfilledQty: '0',
      price: '11.3',
      taxRate: '0.13',
      amount: '113.00',
      priceSource,
      remark: null,
    });
    show(
      transfer({
        type: 'PURCHASE_ORDER',
        status: 'REVIEWED',
        reversedById: null,
        links: [],
        lines: [line('51', '101', 'SUPPLY_INFO'), line('52', '102', 'MANUAL')],
      }),
      'detail',
      { type: 'PURCHASE_ORDER', title: 'purchase:order.title', lineKind: 'priced' },
    );
    const lines = await screen.findByTestId('document-lines');
    const tags = [...lines.querySelectorAll('[data-price-source]')];
    expect(tags.map((tag) => [tag.getAttribute('data-price-source'), tag.textContent])).toEqual([
      ['SUPPLY_INFO', t('document:lines.priceSource.SUPPLY_INFO')],
      ['MANUAL', t('document:lines.priceSource.MANUAL')],
    ]);
    expect(t('document:lines.priceSource.SUPPLY_INFO')).toBe('Supply info');
  });

  it('names the entry a payment line settles by its document, not by the entry id', async () => {
    signIn(['detail']);
    show(
      transfer({
        type: 'PAYMENT',
        totalQty: '0',
        totalAmount: '113.00',
        reversedById: null,
        links: [],
        lines: [
          {
            id: '51',
            lineNo: 1,
            skuId: null,
            warehouseId: null,
            qty: '0',
            sourceLineId: null,
            fulfilledQty: '0',
            amount: '113.00',
            entryId: 9001,
            entryBillNo: 'CGRK2026112500001',
            entryBillDate: '2026-11-24',
            entryDocumentType: 'PURCHASE_RECEIVE',
            entryDocumentId: '77',
            remark: null,
          },
        ],
      }),
      'detail',
      { type: 'PAYMENT', title: 'purchase:payment.title', lineKind: 'money' },
    );
    const row = (await screen.findByTestId('document-lines')).querySelector('.ant-table-tbody .ant-table-row') as HTMLElement;
    expect(within(row).getByText('CGRK2026112500001').getAttribute('data-bill-no')).toBe('CGRK2026112500001');
    within(row).getByText(t('document:type.PURCHASE_RECEIVE'));
    within(row).getByText('2026-11-24');
    expect(row.textContent).not.toContain('9001');
  });
});

describe('a line action of the detail', () => {
  it('adds the operations column where the type offers an action on some line, and only there', async () => {
    signIn([]);
    const withAction: DocumentEditorConfig = {
      ...config,
      lineAction: (_doc, line) =>
        line.lineNo === 2 ? (
          <button type="button" data-testid="line-act">
            act
          </button>
        ) : null,
    };
    show(transfer(), 'detail', withAction);
    const lines = await screen.findByTestId('document-lines');
    await within(lines).findByTestId('line-act');
    expect(within(lines).getAllByTestId('line-act')).toHaveLength(1);
    expect(within(lines).getAllByText(t('kit:list.operations')).length).toBeGreaterThan(0);
  });

  it('shows no operations column when no line offers one', async () => {
    signIn([]);
    show(transfer(), 'detail', { ...config, lineAction: () => null });
    const lines = await screen.findByTestId('document-lines');
    await within(lines).findByText('PEN-01');
    expect(within(lines).queryByText(t('kit:list.operations'))).toBeNull();
  });
});

describe('a draft', () => {
  it('opens in the editor when the user may edit it, with save, review and delete', async () => {
    signIn(['detail', 'edit', 'delete', 'review']);
    show(
      transfer({
        status: 'DRAFT',
        reviewedBy: null,
        completedBy: null,
        reviewTime: null,
        completeTime: null,
        reversedById: null,
        links: [],
        operations: ['REVIEW'],
      }),
    );
    await screen.findByTestId('document-form');
    expect(screen.queryByTestId('document-detail')).toBeNull();
    expect(buttonsShown()).toEqual(['save', 'review', 'delete']);
  });

  it('opens read-only for a user who may not edit it, with the operations the user holds', async () => {
    signIn(['detail', 'review']);
    show(
      transfer({
        status: 'DRAFT',
        reviewedBy: null,
        completedBy: null,
        reviewTime: null,
        completeTime: null,
        reversedById: null,
        links: [],
        operations: ['REVIEW'],
      }),
      'edit',
    );
    await screen.findByTestId('document-detail');
    expect(screen.queryByTestId('document-form')).toBeNull();
    expect(buttonsShown()).toEqual(['review']);
    expect(screen.queryByText(t('document:fields.reviewedBy'))).toBeNull();
  });
});

describe('the words of operations', () => {
  const OWN_WORD = DOCUMENT_OPERATIONS.filter((op) => {
    const target = operationTarget(op);
    return !target || target === 'SAME' || target === 'DRAFT';
  });

  it('tells an operation’s result with the word of the status tag it leads to', () => {
    expect(operationOutcome(t, 'REVIEW')).toBe(t('document:status.REVIEWED'));
    expect(operationOutcome(t, 'COMPLETE')).toBe(t('document:status.COMPLETE'));
    expect(operationOutcome(t, 'DISCARD')).toBe(t('document:status.DISCARDED'));
    expect(OWN_WORD.sort()).toEqual(['DECLINE', 'DELETE', 'PRINT', 'REVERSE', 'SAVE', 'START_PICKING']);
  });

  it('has, in every language, a verb for every operation and a result word for those leading to no status of their own', () => {
    for (const bundle of [zhDocument, enDocument, idDocument] as Record<string, string>[]) {
      for (const op of DOCUMENT_OPERATIONS) expect(bundle[`operation.${op}`], op).toBeTruthy();
      for (const op of OWN_WORD) expect(bundle[`done.${op}`], op).toBeTruthy();
    }
  });

  it('reads "{单据} {单号} 已审核" in Chinese, with the glossary’s verbs', async () => {
    await changeI18nLanguage('zh-CN');
    try {
      expect(operationToast(t, 'WAREHOUSE_TRANSFER', 'DBD2026112500003', 'REVIEW')).toBe('调拨单 DBD2026112500003 已审核');
      expect(operationToast(t, 'STOCK_BREAKAGE', 'BSBY2026112500001', 'COMPLETE')).toBe('报损报溢单 BSBY2026112500001 已过账');
      const verbs: Partial<Record<DocumentOperation, string>> = {
        REVIEW: '审核',
        COMPLETE: '过账',
        DECLINE: '反审核',
        SETTLE_CLOSE: '整单关闭',
      };
      for (const [op, verb] of Object.entries(verbs)) expect(t(`document:operation.${op}`)).toBe(verb);
    } finally {
      await changeI18nLanguage('en-US');
    }
  });
});

describe('sale lines: gifts and line discounts', () => {
  const saleLine = (over: Record<string, unknown> = {}): DocumentLineView => ({
    id: '51',
    lineNo: 1,
    skuId: '101',
    warehouseId: null,
    qty: '10.0000',
    sourceLineId: null,
    fulfilledQty: '0',
    price: '11.3',
    taxRate: '0',
    amount: '113.00',
    priceSource: 'MANUAL',
    remark: null,
    ...over,
  });
  const draft = (lines: DocumentLineView[]) =>
    transfer({
      status: 'DRAFT',
      reviewedBy: null,
      completedBy: null,
      reviewTime: null,
      completeTime: null,
      reversedById: null,
      links: [],
      operations: ['REVIEW'],
      lines,
    });
  const saleConfig: DocumentEditorConfig = { ...config, lineKind: 'priced', saleLines: true };
  const typeInto = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

  it('takes a discount off the line amount and makes a ticked line a gift at price 0, saving both', async () => {
    signIn(['detail', 'edit']);
    const calls: { url: string; body: { lines?: Record<string, unknown>[] } }[] = [];
    const doc = draft([saleLine(), saleLine({ id: '52', lineNo: 2, skuId: '102', qty: '2.0000', price: '5', amount: '10.00' })]);
    vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
      calls.push({ url: String(input), body: JSON.parse(String(init?.body ?? 'null')) });
      // The save answers the saved document, the detail read after it the document; anything
      // else asked on the way (units, names) nothing.
      const url = String(input);
      const data = url.endsWith(`${BASE}/update`)
        ? { id: '5', billNo: 'DBD2026112500003', status: 'DRAFT', version: 3 }
        : url.endsWith(`${BASE}/${doc.id}`)
          ? { ...doc, version: 3 }
          : [];
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data, requestId: 'r' }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    show(doc, 'edit', saleConfig);
    await screen.findByTestId('document-form');
    // The loaded lines reach the form once it has rendered.
    await waitFor(() => expect(screen.getByTestId('line-amount-0').textContent).toBe('113.00'));
    typeInto('line-discount-0', '3');
    await waitFor(() => expect(screen.getByTestId('line-amount-0').textContent).toBe('110.00'));
    expect(screen.getByTestId('lines-amount-total').textContent).toBe(t('document:lines.amountTotal', { amount: '120.00' }));
    typeInto('line-discount-1', '11');
    fireEvent.click(screen.getByTestId('line-gift-1'));
    await waitFor(() => expect(screen.getByTestId('line-amount-1').textContent).toBe('0.00'));
    expect((screen.getByTestId('line-price-1') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('line-discount-1') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(document.querySelector('[data-op=save]') as HTMLElement);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith(`${BASE}/update`))).toBe(true));
    const saved = calls.find((c) => c.url.endsWith(`${BASE}/update`))?.body.lines ?? [];
    expect(saved[0]).toMatchObject({ skuId: '101', qty: '10.0000', price: '11.3', discount: '3' });
    expect(saved[0]?.gift).toBeUndefined();
    expect(saved[1]).toMatchObject({ skuId: '102', price: '0', gift: true, priceSource: 'MANUAL' });
    expect(saved[1]?.discount).toBeUndefined();
    // A gift's zero price is no question.
    expect(bridge.confirm).not.toHaveBeenCalledWith(expect.objectContaining({ content: t('document:lines.zeroPriceQuestion') }));
  });

  it('refuses a discount above the line amount', async () => {
    signIn(['detail', 'edit']);
    const urls: string[] = [];
    vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data: [], requestId: 'r' }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    show(draft([saleLine()]), 'edit', saleConfig);
    await screen.findByTestId('document-form');
    await waitFor(() => expect(screen.getByTestId('line-amount-0').textContent).toBe('113.00'));
    typeInto('line-discount-0', '200');
    fireEvent.click(document.querySelector('[data-op=save]') as HTMLElement);
    await screen.findByText(t('document:lines.discountTooLarge'));
    expect(urls.filter((u) => u.endsWith(`${BASE}/update`))).toEqual([]);
  });

  it('shows the gift tag and the discount on the detail, only when some line has them', async () => {
    signIn(['detail']);
    show(
      transfer({
        reversedById: null,
        links: [],
        lines: [
          saleLine({ discount: '3.00', amount: '110.00' }),
          saleLine({ id: '52', lineNo: 2, skuId: '102', price: '0', gift: true, amount: '0.00' }),
        ],
      }),
      'detail',
      saleConfig,
    );
    const lines = await screen.findByTestId('document-lines');
    const rows = [...lines.querySelectorAll('.ant-table-tbody .ant-table-row')] as HTMLElement[];
    expect(rows[0]?.textContent).toContain('3.00');
    expect(within(rows[1] as HTMLElement).getByText(t('document:lines.gift'))).toBeTruthy();
  });

  it('shows each line’s rebate ratio and rebate of a posted sale with the total, only when some line earned one', async () => {
    signIn(['detail']);
    show(
      transfer({
        reversedById: null,
        links: [],
        lines: [
          saleLine({ amount: '200.00', rebate: '6.67', rebateRatio: '3.33', rebateAccount: 'REBATE' }),
          saleLine({ id: '52', lineNo: 2, skuId: '102', amount: '100.00', rebate: '3.33', rebateRatio: '3.33', rebateAccount: 'REBATE' }),
          saleLine({ id: '53', lineNo: 3, skuId: '103', amount: '50.00' }),
        ],
      }),
      'detail',
      saleConfig,
    );
    const lines = await screen.findByTestId('document-lines');
    const headers = [...lines.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).toContain(t('document:lines.rebateRatio'));
    expect(headers).toContain(t('document:lines.rebate'));
    expect([...lines.querySelectorAll('[data-rebate-of]')].map((e) => [e.getAttribute('data-rebate-of'), e.textContent])).toEqual([
      ['1', '6.67'],
      ['2', '3.33'],
    ]);
    const rows = [...lines.querySelectorAll('.ant-table-tbody .ant-table-row')] as HTMLElement[];
    expect(rows[0]?.textContent).toContain('3.33%');
    // The totals row: Σ the lines' rebate.
    expect(lines.querySelector('.ant-table-summary')?.textContent).toContain('10.00');
  });

  it('shows no rebate columns on a sale that earned none', async () => {
    signIn(['detail']);
    show(transfer({ reversedById: null, links: [], lines: [saleLine()] }), 'detail', saleConfig);
    const lines = await screen.findByTestId('document-lines');
    const headers = [...lines.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).not.toContain(t('document:lines.rebate'));
  });
});
