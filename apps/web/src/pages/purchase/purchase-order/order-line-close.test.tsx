import type { DocumentDetailView } from '@quire/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocumentDetail } from '../../../kit/document/document-detail';
import { signInWith } from '../../../test/session';
import { screen as orderScreen } from './purchase-order-screen';

function signIn(buttons: string[]) {
  signInWith({ '/purchase/purchaseOrder': buttons });
}

function order(status: DocumentDetailView['status'], lines: Partial<DocumentDetailView['lines'][number]>[]): DocumentDetailView {
  return {
    id: '9',
    type: 'PURCHASE_ORDER',
    billNo: 'CGDD2026112500009',
    status,
    version: 3,
    billDate: '2026-11-25',
    warehouseId: '31',
    toWarehouseId: null,
    partnerId: '5',
    remark: null,
    totalQty: '13',
    reversalOfId: null,
    reversedById: null,
    createdBy: '7',
    createdByName: null,
    reviewedBy: null,
    completedBy: null,
    createTime: '2026-11-25T08:00:00.000Z',
    reviewTime: null,
    completeTime: null,
    lines: lines.map((l, i) => ({
      id: String(90 + i),
      lineNo: i + 1,
      skuId: '101',
      warehouseId: null,
      qty: '10.0000',
      sourceLineId: null,
      fulfilledQty: '0.0000',
      price: '1.13',
      taxRate: '0.13',
      amount: '11.30',
      ...l,
    })),
    audit: [],
    links: [],
    operations: [],
  };
}

function show(doc: DocumentDetailView) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  client.setQueryData(['documents', 'employee-names'], []);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DocumentDetail doc={doc} config={orderScreen} skus={new Map()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('关闭行 on the purchase order detail', () => {
  it('offers it on the open lines of a reviewed order to a user holding close, and marks a closed line', () => {
    signIn(['purchase:purchaseOrder:close']);
    show(order('REVIEWED', [{ fulfilledQty: '4.0000' }, { fulfilledQty: '10.0000' }, { closedQty: '3', fulfilledQty: '7.0000' }]));
    const lines = screen.getByTestId('document-lines');
    expect(within(lines).getByTestId('close-line-1')).toBeTruthy();
    expect(within(lines).queryByTestId('close-line-2')).toBeNull();
    expect(within(lines).queryByTestId('close-line-3')).toBeNull();
    expect(within(lines).getByTestId('line-closed')).toBeTruthy();
  });

  it('offers nothing on a draft, nor to a user without close', () => {
    signIn([]);
    show(order('REVIEWED', [{}]));
    expect(screen.queryByTestId('close-line-1')).toBeNull();
  });
});
