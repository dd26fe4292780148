import { PICKING_SCREEN, type PickingPrintKind, type PickSheetLine, type PickSheetView } from '@quire/contracts';
import { Alert, App, Button, Card, Descriptions, Input, InputNumber, type InputRef, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { runAction } from '../../../api/report-error';
import { usePermission } from '../../../core/access';
import { useShortcuts } from '../../../core/shortcuts';
import { CameraScanButton } from '../../../kit/camera-scan';
import { printApi } from '../../../kit/print/print-api';
import { printHtml, printRunning } from '../../../kit/print/print-job';
import { renderDocuments } from '../../../kit/print/use-print';
import { BoxDialog, CompleteDialog, PrintDialog } from './pick-dialogs';
import { pickingApi } from './picking-api';
import { PickingStateTag } from './picking-state-tag';

const P = PICKING_SCREEN.permission;

/**
 * A sale's pick sheet, in place of the list (a drawer would take the F keys from the page): the scan field keeps the focus (a USB scanner types the code and Enter:
 * one more of that SKU), lines in warehouse location order with required / picked / difference,
 * F3 completes picking, F2 boxes, F11 prints the packing list or the box labels.
 */
export function PickView({ saleId, onClose }: { saleId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { has } = usePermission();
  const [sheet, setSheet] = useState<PickSheetView | null>(null);
  const [code, setCode] = useState('');
  const [last, setLast] = useState<{ ok: boolean; text: string } | null>(null);
  const [dialog, setDialog] = useState<'complete' | 'box' | 'print' | null>(null);
  const scanRef = useRef<InputRef>(null);
  const w = (key: string, params?: Record<string, unknown>) => t(`picking:${key}`, params);
  const focusScan = () => setTimeout(() => scanRef.current?.focus(), 0);

  useEffect(() => {
    setSheet(null);
    setLast(null);
    void pickingApi.sheet(saleId).then(setSheet);
  }, [saleId]);
  const openId = sheet?.id;
  useEffect(() => {
    if (openId) scanRef.current?.focus();
  }, [openId]);

  const picking = sheet?.pickingState === 'PICKING' && has(`${P}:pick`);
  const canBox = sheet?.pickingState === 'PICKED' && sheet.status === 'REVIEWED' && has(`${P}:box`);
  const canPrint = sheet?.pickingState === 'PICKED' && has(`${P}:print`);

  const scan = async (scanned?: string) => {
    const value = (scanned ?? code).trim();
    if (!sheet || !value) return;
    if (scanned === undefined) setCode('');
    try {
      const res = await pickingApi.scan(sheet.id, value);
      setSheet(res.sheet);
      const line = res.sheet.lines.find((l) => l.lineId === res.lineId);
      setLast({ ok: true, text: w('scanned', { code: value, added: res.added, sku: line?.skuName ?? '', picked: line?.pickedQty ?? '' }) });
    } catch (err) {
      // A refused scan is said beside the field, so the next scan goes on at once.
      if (err instanceof ApiError) setLast({ ok: false, text: err.message });
      else throw err;
    } finally {
      focusScan();
    }
  };

  const setQty = async (line: PickSheetLine, value: string | number | null) => {
    if (!sheet || value === null || String(value) === line.pickedQty) return;
    setSheet(await pickingApi.setQty(sheet.id, line.lineId, String(value)));
  };

  const completeNow = () => {
    if (!sheet || !picking) return;
    if (sheet.lines.some((l) => l.beyondTolerance)) setDialog('complete');
    else
      void runAction(async () => {
        const done = await pickingApi.complete(sheet.id, sheet.version);
        setSheet(done);
        message.success(w('completed', { billNo: done.billNo }));
      });
  };

  const print = async (kind: PickingPrintKind) => {
    if (!sheet) return;
    if (printRunning()) {
      message.warning(t('print:inProgress'));
      return;
    }
    const docs = await pickingApi.print(sheet.id, kind);
    const [template] = await printApi.usable('WHOLESALE_SALE', kind === 'PACKING_LIST' ? 1 : 2);
    if (!template) return;
    await printHtml(await renderDocuments(t, template, docs));
    setDialog(null);
  };

  useShortcuts({
    F3: completeNow,
    F2: () => canBox && setDialog('box'),
    F11: () => canPrint && setDialog('print'),
    Escape: onClose,
  });

  const columns = [
    { key: 'location', title: w('location'), width: 100, render: (_: unknown, l: PickSheetLine) => l.location ?? '' },
    { key: 'skuCode', title: w('skuCode'), dataIndex: 'skuCode', width: 140 },
    {
      key: 'skuName',
      title: w('skuName'),
      render: (_: unknown, l: PickSheetLine) => (
        <>
          {l.skuName}
          {l.gift && <Tag style={{ marginLeft: 6 }}>{w('gift')}</Tag>}
        </>
      ),
    },
    { key: 'barcode', title: w('barcode'), dataIndex: 'barcode', width: 140 },
    { key: 'unit', title: w('unit'), dataIndex: 'unit', width: 60 },
    { key: 'required', title: w('required'), dataIndex: 'requiredQty', width: 90, align: 'right' as const },
    {
      key: 'picked',
      title: w('picked'),
      width: 120,
      render: (_: unknown, l: PickSheetLine, i: number) =>
        picking ? (
          <InputNumber
            key={`${l.lineId}:${l.pickedQty}`}
            defaultValue={l.pickedQty}
            min="0"
            stringMode
            style={{ width: '100%' }}
            data-testid={`picked-qty-${i}`}
            onBlur={(e) => void runAction(() => setQty(l, e.target.value))}
            onPressEnter={(e) => {
              void runAction(() => setQty(l, (e.target as HTMLInputElement).value));
              focusScan();
            }}
          />
        ) : (
          l.pickedQty
        ),
    },
    {
      key: 'difference',
      title: w('difference'),
      width: 90,
      align: 'right' as const,
      render: (_: unknown, l: PickSheetLine) => (
        <Typography.Text
          type={l.beyondTolerance ? 'danger' : Number(l.difference) !== 0 ? 'warning' : undefined}
          data-beyond={l.beyondTolerance}
        >
          {Number(l.difference) > 0 ? `+${l.difference}` : l.difference}
        </Typography.Text>
      ),
    },
    { key: 'boxed', title: w('boxed'), dataIndex: 'boxedQty', width: 80, align: 'right' as const },
  ];

  return (
    <Card
      title={
        <Space>
          <Button onClick={onClose} data-testid="picking-back">
            {w('back')}
          </Button>
          {sheet ? `${w('title')} ${sheet.billNo}` : ''}
        </Space>
      }
      extra={
        sheet && (
          <Space>
            {picking && (
              <Button type="primary" onClick={completeNow} data-testid="picking-complete">
                {w('complete')} (F3)
              </Button>
            )}
            {canBox && (
              <Button onClick={() => setDialog('box')} data-testid="picking-box">
                {w('box')} (F2)
              </Button>
            )}
            {canPrint && (
              <Button onClick={() => setDialog('print')} data-testid="picking-print">
                {w('print')} (F11)
              </Button>
            )}
          </Space>
        )
      }
    >
      {sheet && (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="pick-view" data-picking-state={sheet.pickingState}>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label={w('customer')}>{sheet.customerName}</Descriptions.Item>
            <Descriptions.Item label={w('warehouse')}>{sheet.warehouseName}</Descriptions.Item>
            <Descriptions.Item label={w('pickingState')}>
              <PickingStateTag state={sheet.pickingState} />
              {sheet.packed && <Tag color="success">{w('packedBoxes', { n: sheet.boxCount })}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={w('address')} span={2}>
              {sheet.address}
            </Descriptions.Item>
            <Descriptions.Item label={w('tolerance')}>{w('toleranceValue', sheet.tolerance)}</Descriptions.Item>
            {sheet.pickerName && <Descriptions.Item label={w('picker')}>{sheet.pickerName}</Descriptions.Item>}
            {sheet.authorizedByName && <Descriptions.Item label={w('authorizedBy')}>{sheet.authorizedByName}</Descriptions.Item>}
            {sheet.reason && <Descriptions.Item label={w('reason')}>{sheet.reason}</Descriptions.Item>}
          </Descriptions>
          {picking && (
            <Space.Compact style={{ width: '100%' }}>
              <Input
                ref={scanRef}
                size="large"
                value={code}
                placeholder={w('scanPlaceholder')}
                onChange={(e) => setCode(e.target.value)}
                onPressEnter={() => void scan()}
                data-testid="picking-scan"
                allowClear
              />
              <Button size="large" onClick={() => void scan()}>
                {w('scan')}
              </Button>
              <CameraScanButton size="large" onCode={(c) => scan(c)} />
            </Space.Compact>
          )}
          {last && <Alert type={last.ok ? 'success' : 'error'} showIcon message={last.text} data-testid="picking-scan-result" />}
          {sheet.pickingState === 'NONE' && <Alert type="info" showIcon message={w('notStartedHint')} />}
          <Table<PickSheetLine>
            rowKey="lineId"
            size="small"
            columns={columns}
            dataSource={sheet.lines}
            pagination={false}
            data-testid="pick-lines"
          />
        </Space>
      )}
      {sheet && (
        <>
          <CompleteDialog
            open={dialog === 'complete'}
            sheet={sheet}
            onCancel={() => {
              setDialog(null);
              focusScan();
            }}
            onDone={(done) => {
              setSheet(done);
              setDialog(null);
              message.success(w('completed', { billNo: done.billNo }));
            }}
          />
          <BoxDialog
            open={dialog === 'box'}
            sheet={sheet}
            onCancel={() => setDialog(null)}
            onDone={(boxed) => {
              setSheet(boxed);
              setDialog(null);
              message.success(w('boxedDone', { billNo: boxed.billNo, n: boxed.boxCount }));
            }}
          />
          <PrintDialog
            open={dialog === 'print'}
            packed={sheet.packed}
            onCancel={() => setDialog(null)}
            onPrint={(kind) => runAction(() => print(kind))}
          />
        </>
      )}
    </Card>
  );
}
