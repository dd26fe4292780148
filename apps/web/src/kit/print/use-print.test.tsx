import type { PrintDocument, PrintTemplateView } from '@quire/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TabContext } from '../../core/tab-context';
import { signInWith } from '../../test/session';
import { recordUiBridge } from '../../test/ui-bridge';
import { PrintSelectedButton } from './use-print';

const printed: string[] = [];
vi.mock('./print-job', () => ({
  printRunning: () => false,
  printHtml: async (html: string) => {
    printed.push(html);
  },
}));

const MENU = '/inventory/transfer';

function signIn(buttons: string[]) {
  signInWith({ [MENU]: buttons.map((b) => `inventory:transfer:${b}`) });
}

const template = (id: string, name: string): PrintTemplateView => ({
  id,
  name,
  printerName: id === '1' ? 'Epson LQ-630K' : null,
  billType: 'WAREHOUSE_TRANSFER',
  templateType: 0,
  isDefault: id === '1',
  width: 241,
  height: 140,
  version: 0,
  updateTime: '',
  page: { width: 241, height: 140, marginTop: 5, marginRight: 5, marginBottom: 5, marginLeft: 5 },
  elements: [
    { id: 'no', kind: 'field', field: 'billNo', label: name, x: 0, y: 0, w: 80, h: 6, fontSize: 10, bold: false, align: 'left' },
    {
      id: 'bc',
      kind: 'barcode',
      symbology: 'code128',
      field: 'billNo',
      x: 100,
      y: 0,
      w: 50,
      h: 12,
      fontSize: 8,
      bold: false,
      align: 'left',
    },
  ],
});
const doc = (id: string, billNo: string): PrintDocument => ({ id, type: 'WAREHOUSE_TRANSFER', billNo, lines: [] });

const bridge = recordUiBridge();
let calls: { url: string; body: Record<string, unknown> }[] = [];

function serve(templates: PrintTemplateView[]) {
  calls = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ url, body });
    const answer = (code: number, data: unknown, msg = 'ok') =>
      new Response(JSON.stringify({ code, msg, data, requestId: 'r' }), { headers: { 'content-type': 'application/json' } });
    if (url.includes('/api/shared/file/download')) {
      if (!url.includes('id=42')) return answer(4000404, null, 'not found');
      return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        headers: { 'content-type': 'image/png', 'content-disposition': "attachment; filename*=UTF-8''logo.png" },
      });
    }
    if (url.endsWith('/api/basic/printTemplate/usable')) {
      return body.templateType === 0 ? answer(200, templates) : answer(4000422, null, '未找到打印模板');
    }
    if (url.endsWith('/api/stock/transfer/print')) {
      return answer(
        200,
        (body.ids as string[]).map((id) => doc(id, `DBD20261127000${id}`)),
      );
    }
    return answer(404, null);
  });
}

function showButton(selected: { id: string }[]) {
  render(
    <TabContext.Provider value={{ tabKey: MENU, pathname: MENU, search: '', params: {}, menuPath: MENU, title: '' }}>
      <PrintSelectedButton type="WAREHOUSE_TRANSFER" selected={selected} />
    </TabContext.Provider>,
  );
}

beforeEach(() => {
  printed.length = 0;
});

describe('printing from a document list', () => {
  it('prints the selected documents in one job through the default template, naming its printer', async () => {
    signIn(['print']);
    serve([template('1', '调拨默认')]);
    showButton([{ id: '11' }, { id: '12' }]);
    fireEvent.click(screen.getByTestId('print-selected'));
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]).toContain('data-bill-no="DBD2026112700011"');
    expect(printed[0]).toContain('data-bill-no="DBD2026112700012"');
    expect(printed[0]).toContain('data-symbology="code128"');
    expect(bridge.confirm).not.toHaveBeenCalled();
    expect(bridge.dialog).not.toHaveBeenCalled();
    expect(calls.find((c) => c.url.endsWith('/print'))?.body).toEqual({ ids: ['11', '12'], record: true });
    expect(bridge.success).toHaveBeenCalledWith(expect.stringContaining('Epson LQ-630K'));
  });

  it('asks which template when the bill type has several, and prints through the chosen one', async () => {
    signIn(['print']);
    serve([template('1', '调拨默认'), template('2', '调拨简版')]);
    showButton([{ id: '11' }]);
    fireEvent.click(screen.getByTestId('print-selected'));
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(bridge.confirm).toHaveBeenCalledTimes(1);
    expect(printed[0]).toContain('调拨默认');
  });

  it('prints nothing when the user cancels the choice', async () => {
    signIn(['print']);
    serve([template('1', '调拨默认'), template('2', '调拨简版')]);
    bridge.confirm.mockImplementation(async () => false);
    showButton([{ id: '11' }]);
    fireEvent.click(screen.getByTestId('print-selected'));
    await waitFor(() => expect(bridge.confirm).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(printed).toHaveLength(0);
    expect(calls.some((c) => c.url.endsWith('/print'))).toBe(false);
  });

  it('prints a logo from file storage as a data URL read through the signed download, a missing one as nothing', async () => {
    signIn(['print']);
    const withLogo = template('1', '带 Logo');
    const img = { kind: 'image' as const, x: 0, y: 10, w: 30, h: 10, fontSize: 10, bold: false, align: 'left' as const };
    withLogo.elements.push({ ...img, id: 'logo', src: 'file:42' }, { ...img, id: 'gone', src: 'file:43' });
    serve([withLogo]);
    showButton([{ id: '11' }]);
    fireEvent.click(screen.getByTestId('print-selected'));
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]).toContain('src="data:image/png;base64,iVBORw=="');
    expect(printed[0]).not.toContain('file:4');
    expect(calls.filter((c) => c.url.includes('/api/shared/file/download'))).toHaveLength(2);
  });

  it('is not offered without the screen’s print button', () => {
    signIn(['detail']);
    serve([]);
    showButton([{ id: '11' }]);
    expect(screen.queryByTestId('print-selected')).toBeNull();
  });
});
