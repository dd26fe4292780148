import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText, OversizedWorkbookError, readFirstSheet, UncomputedFormulaError, UnreadableWorkbookError, writeXlsx } from './excel-file';

async function texts(bytes: Buffer): Promise<Map<number, (string | undefined | 'NO VALUE')[]>> {
  const out = new Map<number, (string | undefined | 'NO VALUE')[]>();
  for await (const { number, values } of readFirstSheet(bytes)) {
    const row: (string | undefined | 'NO VALUE')[] = [];
    for (let i = 1; i < values.length; i++) {
      try {
        row.push(cellText(values[i]));
      } catch (err) {
        if (!(err instanceof UncomputedFormulaError)) throw err;
        row.push('NO VALUE');
      }
    }
    out.set(number, row);
  }
  return out;
}

async function rejection(bytes: Buffer): Promise<unknown> {
  try {
    for await (const _ of readFirstSheet(bytes));
  } catch (err) {
    return err;
  }
  return undefined;
}

describe('the streaming sheet reader', () => {
  it('reads what a spreadsheet shows: shared and inline strings, dates, times, numbers, formulas, rich text', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('商品');
    ws.addRow(['编码', '日期', '时间', '数量', '公式', '富文本', '布尔', '空', '无值公式', '错误']);
    const r = ws.addRow([
      'A&<1>',
      new Date(Date.UTC(2026, 10, 25)),
      new Date(Date.UTC(2026, 10, 25, 13, 5, 9)),
      1.234567890123456,
      { formula: 'D2*2', result: 2.47 },
      { richText: [{ text: '中性' }, { text: '笔', font: { bold: true } }] },
      true,
      null,
      { formula: 'A1' },
      { error: '#N/A' },
    ]);
    r.getCell(2).numFmt = 'yyyy-mm-dd';
    r.getCell(3).numFmt = 'yyyy-mm-dd hh:mm:ss';
    ws.getCell('E5').value = '  留空格  ';
    ws.getCell('C6').numFmt = '0.00%';
    ws.getCell('C6').value = 0.5;
    const rows = await texts(Buffer.from(await wb.xlsx.writeBuffer()));
    expect([...rows.keys()]).toEqual([1, 2, 5, 6]);
    expect(rows.get(2)).toEqual([
      'A&<1>',
      '2026-11-25',
      '2026-11-25 13:05:09',
      '1.23456789012346',
      '2.47',
      '中性笔',
      'true',
      undefined,
      'NO VALUE',
      undefined,
    ]);
    expect(rows.get(5)?.[4]).toBe('留空格');
    expect(rows.get(6)?.[2]).toBe('0.5');

    // Our own exports write inline strings (no shared-strings table).
    const exported = await writeXlsx(async (book) => {
      const sheet = book.addWorksheet('导出');
      sheet.addRow(['客户名称', 12.5]).commit();
      await sheet.commit();
    });
    expect((await texts(exported)).get(1)).toEqual(['客户名称', '12.5']);
  });

  it('keeps Chinese text whole across the inflate chunks of a large sheet', async () => {
    // exceljs' own reader cut a character in two where a chunk ended (98 of 100,000 names).
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('S');
    const name = (n: number) => `导入商品 ${n} 按动中性笔 胶装笔记本 长尾夹`;
    for (let n = 1; n <= 20_000; n++) ws.addRow([`I${n}`, name(n)]);
    const rows = await texts(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(rows.size).toBe(20_000);
    const broken = [...rows].filter(([n, row]) => row[1] !== name(n));
    expect(broken).toEqual([]);
  });

  it('refuses a part that inflates past its declared size, a damaged zip, and a row wider than any template', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('S').addRow(['a', 'b']);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const lying = Buffer.from(bytes);
    for (let i = lying.length - 22; i >= 0; i--) {
      if (lying.readUInt32LE(i) !== 0x06054b50) continue;
      let at = lying.readUInt32LE(i + 16);
      for (let n = 0; n < lying.readUInt16LE(i + 10); n++) {
        const length = lying.readUInt16LE(at + 28);
        if (lying.toString('latin1', at + 46, at + 46 + length).includes('sheet1')) lying.writeUInt32LE(5, at + 24);
        at += 46 + length + lying.readUInt16LE(at + 30) + lying.readUInt16LE(at + 32);
      }
      break;
    }
    expect(await rejection(lying)).toBeInstanceOf(OversizedWorkbookError);
    expect(await rejection(bytes.subarray(0, bytes.length - 100))).toBeInstanceOf(UnreadableWorkbookError);

    const wide = new ExcelJS.Workbook();
    wide.addWorksheet('S').addRow(Array.from({ length: 300 }, (_, i) => `c${i}`));
    expect(await rejection(Buffer.from(await wide.xlsx.writeBuffer()))).toBeInstanceOf(OversizedWorkbookError);
  });
});
