import type { PickSheetView, PrintDocument, PrintTemplateType, PrintTemplateView } from '@quire/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrintDocuments } from '../../../kit/print/use-print';
import { signInWith } from '../../../test/session';
import { recordUiBridge } from '../../../test/ui-bridge';
import { saleBoxPrint } from './box-print';

const printed: string[] = [];
vi.mock('../../../kit/print/print-job', () => ({
  printRunning: () => false,
  printHtml: async (html: string) => {
    printed.push(html);
  },
}));

function signIn(pickingPrint: boolean) {
  signInWith({
    '/wholesale/wholesaleSale': ['wholesale:wholesaleSale:print'],
    '/wholesale/picking': pickingPrint ? ['wholesale:picking:print'] : [],
  });
}

const template = (id: string, name: string, templateType: PrintTemplateType): PrintTemplateView => ({
  id,
  name,
  printerName: null,
  billType: 'WHOLESALE_SALE',
  templateType,
  isDefault: true,
  width: 100,
  height: 60,
  version: 0,
  updateTime: '',
  page: { width: 100, height: 60, marginTop: 2, marginRight: 2, marginBottom: 2, marginLeft: 2 },
  elements: [{ id: 'no', kind: 'field', field: 'billNo', label: name, x: 0, y: 0, w: 80, h: 6, fontSize: 10, bold: false, align: 'left' }],
});
const TEMPLATES: Record<number, PrintTemplateView[]> = {
  0: [template('1', '批发销售单', 0)],
  1: [template('2', '装箱单A', 1)],
  2: [template('3', '箱贴A', 2)],
};
const doc = (billNo: string, boxNo?: number): PrintDocument =>
  ({ id: '11', type: 'WHOLESALE_SALE', billNo, lines: [], boxNo }) as PrintDocument;

const bridge = recordUiBridge();
let calls: { url: string; body: Record<string, unknown> }[] = [];

function serve(sheet: Partial<PickSheetView> | null) {
  calls = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ url, body });
    const answer = (code: number, data: unknown, msg = 'ok') =>
      new Response(JSON.stringify({ code, msg, data, requestId: 'r' }), { headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/api/basic/printTemplate/usable')) return answer(200, TEMPLATES[Number(body.templateType)]);
    if (url.includes('/api/order/deliveryPicking/11')) return sheet ? answer(200, sheet) : answer(4000404, null, '数据不存在');
    if (url.endsWith('/api/order/deliveryPicking/print')) return answer(200, [doc('PFXS-BOXED')]);
    if (url.endsWith('/api/order/wholesaleSale/print')) return answer(200, [doc('PFXS-PLAIN')]);
    return answer(404, null);
  });
}

function PrintOne({ extras }: { extras?: typeof saleBoxPrint }): ReactNode {
  const { print } = usePrintDocuments('WHOLESALE_SALE', undefined, extras);
  return (
    <button type="button" data-testid="print" onClick={() => print(['11'])}>
      print
    </button>
  );
}

/** The picker as the user sees it: rendered, then `pick` (a template name) clicked, then OK. */
function choose(pick: string | null) {
  bridge.confirm.mockImplementation(async (opts: { content: ReactNode }) => {
    render(<div data-testid="picker">{opts.content}</div>);
    if (pick) fireEvent.click(screen.getByText(pick));
    return true;
  });
}

beforeEach(() => {
  printed.length = 0;
});

describe('the wholesale sale’s print dialog and the packing templates', () => {
  it('before picking, the packing list and box label are shown refused with the reason; the sale prints through its own template', async () => {
    signIn(true);
    serve({ pickingState: 'PICKING', packed: false });
    choose(null);
    render(<PrintOne extras={saleBoxPrint} />);
    fireEvent.click(screen.getByTestId('print'));
    await waitFor(() => expect(printed).toHaveLength(1), { timeout: 5000 });
    const picker = screen.getByTestId('picker');
    const radios = picker.querySelectorAll('input[type=radio]');
    expect([...radios].map((r) => (r as HTMLInputElement).disabled)).toEqual([false, true, true]);
    expect(picker.textContent).toContain('The delivery is not yet picked');
    expect(printed[0]).toContain('PFXS-PLAIN');
    expect(calls.some((c) => c.url.endsWith('/deliveryPicking/print'))).toBe(false);
  });

  it('picked but not boxed: still refused, saying to box first', async () => {
    signIn(true);
    serve({ pickingState: 'PICKED', packed: false });
    choose(null);
    render(<PrintOne extras={saleBoxPrint} />);
    fireEvent.click(screen.getByTestId('print'));
    await waitFor(() => expect(printed).toHaveLength(1), { timeout: 5000 });
    expect(screen.getByTestId('picker').textContent).toContain('The delivery is not yet boxed');
  });

  it('picked and boxed: the packing list prints through the picking print with its boxes', async () => {
    signIn(true);
    serve({ pickingState: 'PICKED', packed: true });
    choose('装箱单A');
    render(<PrintOne extras={saleBoxPrint} />);
    fireEvent.click(screen.getByTestId('print'));
    await waitFor(() => expect(printed).toHaveLength(1), { timeout: 5000 });
    expect(calls.find((c) => c.url.endsWith('/deliveryPicking/print'))?.body).toEqual({ id: '11', kind: 'PACKING_LIST' });
    expect(printed[0]).toContain('PFXS-BOXED');
    expect(calls.some((c) => c.url.endsWith('/wholesaleSale/print'))).toBe(false);
  });

  it('without the picking screen’s print permission they stay refused, and the sheet is not asked', async () => {
    signIn(false);
    serve({ pickingState: 'PICKED', packed: true });
    choose(null);
    render(<PrintOne extras={saleBoxPrint} />);
    fireEvent.click(screen.getByTestId('print'));
    await waitFor(() => expect(printed).toHaveLength(1), { timeout: 5000 });
    expect(screen.getByTestId('picker').textContent).toContain('No permission to print in picking and packing');
    expect(calls.some((c) => c.url.includes('/deliveryPicking/11'))).toBe(false);
  });

  it('a print without the screen’s extras (a list) never offers them: only the bill type’s templates are asked', async () => {
    signIn(true);
    serve({ pickingState: 'PICKED', packed: true });
    render(<PrintOne />);
    fireEvent.click(screen.getByTestId('print'));
    await waitFor(() => expect(printed).toHaveLength(1), { timeout: 5000 });
    expect(bridge.confirm).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.url.endsWith('/usable')).map((c) => c.body.templateType)).toEqual([0]);
  });
});
