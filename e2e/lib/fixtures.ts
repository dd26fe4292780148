import assert from 'node:assert/strict';
import { type ApiSession, call } from './api';

export type StockRow = { skuId: string; skuCode: string; skuName: string; available: string };

/**
 * A new customer of the caller's group, in normal standing, with one default address in
 * Shanghai; `extra` adds fields of the customer form (its credit, say). Returns its id.
 */
export async function newCustomer(api: ApiSession, customer: { code: string; name: string }, extra: Record<string, unknown> = {}) {
  const contact = { contactName: '王五', contactPhone: '13800138002' };
  const saved = await call<{ id: string }>(api, 'PUT', '/api/customer/jcCustomerInfo/save', {
    customerCode: customer.code,
    customerName: customer.name,
    customerType: 'GENERAL_SHOP',
    ...contact,
    ...extra,
    addresses: [
      {
        ...contact,
        provinceCode: '310000',
        provinceName: '上海市',
        cityCode: '310100',
        cityName: '上海市',
        districtCode: '310115',
        districtName: '浦东新区',
        detail: '陆家嘴环路 1 号',
        isDefault: true,
      },
    ],
  });
  assert.equal(saved.code, 200, saved.msg);
  return saved.data.id;
}

/**
 * Of a warehouse's stock, the goods with the most available, holding at least `min`: the
 * other flows sell from the first rows, so a flow selling from this one leaves theirs alone.
 */
export async function richestGoods(api: ApiSession, warehouseId: string, min: number): Promise<StockRow> {
  const stock = await call<{ list: StockRow[] }>(api, 'POST', '/api/stock/stockQuery/page', { pageNum: 1, pageSize: 50, warehouseId });
  assert.equal(stock.code, 200, stock.msg);
  const goods = [...stock.data.list].sort((a, b) => Number(b.available) - Number(a.available)).find((r) => Number(r.available) >= min);
  assert.ok(goods, `the warehouse holds goods with ${min} available`);
  return goods;
}
