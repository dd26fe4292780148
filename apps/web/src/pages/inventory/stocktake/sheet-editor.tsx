import type { StockCheckLineView, StockCheckSheetView } from '@quire/contracts';
import { Alert, App, Button, Drawer, Input, type InputRef, Space, Table, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { usePermission } from '../../../core/access';
import { useUnsavedGuard } from '../../../core/dirty-store';
import { CameraScanButton } from '../../../kit/camera-scan';
import { SkuSelect } from '../../../kit/sku-picker';
import { stocktakeApi } from './stocktake-api';

type GridLine = Pick<StockCheckLineView, 'skuId' | 'skuCode' | 'skuName' | 'unit' | 'location'> & { key: string; qty: string };

const toGrid = (sheet: StockCheckSheetView): GridLine[] =>
  (sheet.lines ?? []).map((l) => ({ ...l, key: `${l.skuId}|${l.location}`, qty: l.qty ?? '' }));

/**
 * One sheet: a scan field (a USB scanner types the barcode and Enter: one more of that SKU),
 * the entry grid (Enter moves to the next quantity), a counting file into this sheet.
 */
export function SheetEditor({ sheetId, onClose }: { sheetId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { has } = usePermission();
  const [sheet, setSheet] = useState<StockCheckSheetView | null>(null);
  const [lines, setLines] = useState<GridLine[]>([]);
  const [dirty, setDirty] = useState(false);
  const [code, setCode] = useState('');
  const [last, setLast] = useState<{ ok: boolean; text: string } | null>(null);
  const scanRef = useRef<InputRef>(null);
  const qtyRefs = useRef(new Map<string, InputRef>());
  useUnsavedGuard(dirty);

  const load = (view: StockCheckSheetView) => {
    setSheet(view);
    setLines(toGrid(view));
    setDirty(false);
  };
  useEffect(() => {
    setSheet(null);
    setLast(null);
    if (sheetId)
      void stocktakeApi.sheet(sheetId).then((view) => {
        setSheet(view);
        setLines(toGrid(view));
        setDirty(false);
      });
  }, [sheetId]);
  const openId = sheet?.id;
  useEffect(() => {
    if (openId) scanRef.current?.focus();
  }, [openId]);

  const editable = sheet?.taskStatus === 'IN_PROGRESS' && has('inventory:check:edit');
  const recount = sheet?.mode === 'RECHECK';

  const scan = async (scanned?: string) => {
    const value = (scanned ?? code).trim();
    if (!sheet || !value) return;
    if (scanned === undefined) setCode('');
    try {
      const res = await stocktakeApi.scan(sheet.id, value);
      load(res.sheet);
      setLast({ ok: true, text: t('stocktake:editor.scanned', { code: value, added: res.added }) });
    } catch (err) {
      // A refused scan is said beside the field, so the next scan goes on at once.
      if (err instanceof ApiError) setLast({ ok: false, text: err.message });
      else throw err;
    } finally {
      scanRef.current?.focus();
    }
  };

  const save = async () => {
    if (!sheet) return;
    const bad = lines.findIndex((l) => l.qty !== '' && !/^\d{1,14}(\.\d{1,4})?$/.test(l.qty.trim()));
    if (bad >= 0) {
      message.error(t('stocktake:editor.badQty', { line: bad + 1 }));
      qtyRefs.current.get(lines[bad].key)?.focus();
      return;
    }
    const view = await stocktakeApi.saveSheet(
      sheet,
      lines.filter((l) => l.qty !== '').map((l) => ({ skuId: l.skuId, location: l.location, qty: l.qty.trim() })),
    );
    load(view);
    message.success(t('stocktake:editor.saved', { billNo: view.billNo }));
  };

  const upload = async (file: File) => {
    if (!sheet) return;
    const view = await stocktakeApi.upload({ id: sheet.id }, file);
    load(view);
    message.success(t('stocktake:editor.uploaded', { billNo: view.billNo }));
  };

  const setQty = (key: string, qty: string) => {
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, qty } : l)));
    setDirty(true);
  };

  const columns = [
    { key: 'no', title: '#', width: 50, render: (_: unknown, __: GridLine, i: number) => i + 1 },
    { key: 'skuCode', title: t('stocktake:report.skuCode'), dataIndex: 'skuCode', width: 140 },
    { key: 'skuName', title: t('stocktake:report.skuName'), dataIndex: 'skuName' },
    { key: 'unit', title: t('stocktake:editor.unit'), dataIndex: 'unit', width: 70 },
    ...(recount ? [] : [{ key: 'location', title: t('stocktake:sheet.location'), dataIndex: 'location', width: 100 }]),
    {
      key: 'qty',
      title: t('stocktake:editor.qty'),
      width: 140,
      render: (_: unknown, l: GridLine, i: number) => (
        <Input
          ref={(el) => {
            if (el) qtyRefs.current.set(l.key, el);
          }}
          value={l.qty}
          disabled={!editable}
          inputMode="decimal"
          style={{ textAlign: 'right' }}
          data-testid={`count-qty-${i}`}
          onChange={(e) => setQty(l.key, e.target.value)}
          onPressEnter={() => {
            const next = lines[i + 1];
            if (next) qtyRefs.current.get(next.key)?.focus();
          }}
        />
      ),
    },
  ];

  return (
    <Drawer
      open={sheetId !== null}
      onClose={() => {
        if (!dirty) onClose();
        else
          modal.confirm({
            content: t('stocktake:editor.unsaved'),
            onOk: () => {
              setDirty(false);
              onClose();
            },
          });
      }}
      width={980}
      title={sheet ? `${t(`stocktake:mode.${sheet.mode}`)} ${sheet.billNo} · ${sheet.taskBillNo}` : ''}
      extra={
        editable && (
          <Space>
            {!recount && (
              <Upload
                accept=".xlsx"
                showUploadList={false}
                beforeUpload={(f) => {
                  void upload(f);
                  return false;
                }}
              >
                <Button data-testid="editor-upload">{t('stocktake:editor.upload')}</Button>
              </Upload>
            )}
            <Button type="primary" onClick={() => void save()} data-testid="editor-save">
              {t('stocktake:editor.save')}
            </Button>
          </Space>
        )
      }
    >
      {sheet && (
        <Space direction="vertical" style={{ width: '100%' }}>
          {!editable && <Alert type="info" showIcon message={t('stocktake:editor.readOnly')} />}
          {editable && (
            <Space.Compact style={{ width: '100%' }}>
              <Input
                ref={scanRef}
                size="large"
                value={code}
                placeholder={t('stocktake:editor.scanPlaceholder')}
                onChange={(e) => setCode(e.target.value)}
                onPressEnter={() => void scan()}
                data-testid="scan-input"
                allowClear
              />
              <Button size="large" onClick={() => void scan()}>
                {t('stocktake:editor.scan')}
              </Button>
              <CameraScanButton size="large" onCode={(c) => scan(c)} />
            </Space.Compact>
          )}
          {last && <Alert type={last.ok ? 'success' : 'error'} showIcon message={last.text} data-testid="scan-result" />}
          {editable && !recount && (
            <SkuSelect
              value={undefined}
              placeholder={t('stocktake:editor.addSku')}
              onChange={(id, hit) => {
                if (!id) return;
                const key = `${id}|${sheet.location}`;
                if (!lines.some((l) => l.key === key))
                  setLines([
                    ...lines,
                    {
                      key,
                      skuId: id,
                      skuCode: hit?.code ?? null,
                      skuName: hit?.name ?? null,
                      unit: hit?.unit ?? null,
                      location: sheet.location,
                      qty: '',
                    },
                  ]);
                setTimeout(() => qtyRefs.current.get(key)?.focus(), 50);
              }}
            />
          )}
          <Table<GridLine> rowKey="key" size="small" columns={columns} dataSource={lines} pagination={false} data-testid="count-grid" />
        </Space>
      )}
    </Drawer>
  );
}
