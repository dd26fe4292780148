import {
  type DocumentDetailView,
  type DocumentLineView,
  type DocumentLinkView,
  type DocumentType,
  documentScreenOf,
  type SkuPriceField,
} from '@quire/contracts';
import { Card, Descriptions, type DescriptionsProps, Space, Table, type TableColumnType, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../core/access';
import { useNavigate } from '../../core/navigation';
import { type UnitBook, useUnits } from '../units';
import { AuditTrail, DocumentStatusTag, formatDateTime, formatDecimal, useEmployeeNames } from './document-kit';
import type { DocumentScreenConfig } from './document-screen';
import { PriceSourceTag, QtySignTag } from './line-grid';
import { LINE_KINDS, NO_TOTAL_QTY, rateToPercent } from './line-kinds';
import { priceDetailColumns } from './price-lines';

type SkuNames = Map<string, { code: string; name: string; unit: string } & Partial<Record<SkuPriceField, string>>>;
type DetailConfig = Pick<
  DocumentScreenConfig,
  'lineKind' | 'headerItems' | 'fulfilledLabel' | 'lineAction' | 'detailLineColumns' | 'detailActions'
>;

const money = (v: unknown) => formatDecimal(v as string | null | undefined, 2, 2);
const unitCost = (v: unknown) => formatDecimal(v as string | null | undefined, 6, 2);

/** The status tag, and whether the document is a reversal (红冲单) or has been reversed (已红冲). */
function StatusTags({ doc }: { doc: DocumentDetailView }) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      <DocumentStatusTag status={doc.status} />
      {doc.reversalOfId ? (
        <Tag color="red" data-reversal="of">
          {t('document:reversal.of')}
        </Tag>
      ) : null}
      {doc.reversedById ? (
        <Tag color="red" data-reversal="by">
          {t('document:reversal.by')}
        </Tag>
      ) : null}
    </Space>
  );
}

/** Related documents, each opening its own detail in a tab when the user may see that screen. */
export function DocumentLinks({ links }: { links: readonly DocumentLinkView[] }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const navigate = useNavigate();
  return (
    <Space direction="vertical" size={2} data-testid="document-links">
      {links.map((l) => {
        const screen = documentScreenOf(l.type);
        const path = screen && has(screen.menu) ? `${screen.menu}/detail/${l.id}` : null;
        return (
          <Space key={`${l.relation}:${l.id}`} size={6} wrap data-link={l.relation}>
            <Typography.Text type="secondary">{t(`document:links.${l.relation}`)}</Typography.Text>
            <span>{t(`document:type.${l.type}`)}</span>
            {path ? (
              <Typography.Link onClick={() => navigate(path)} data-bill-no={l.billNo}>
                {l.billNo}
              </Typography.Link>
            ) : (
              <span data-bill-no={l.billNo}>{l.billNo}</span>
            )}
            <DocumentStatusTag status={l.status} />
          </Space>
        );
      })}
    </Space>
  );
}

/**
 * The open entry a money line settles, by its document's bill no (the server names it:
 * entryBillNo, entryDocumentType, entryDocumentId), opening that document when the user may see
 * its screen; the entry's id only if the server named nothing.
 */
function SettledBill({ line }: { line: DocumentLineView }) {
  const { has } = usePermission();
  const navigate = useNavigate();
  const billNo = typeof line.entryBillNo === 'string' ? line.entryBillNo : null;
  if (!billNo) return <>{String(line.entryId ?? '')}</>;
  const screen = typeof line.entryDocumentType === 'string' ? documentScreenOf(line.entryDocumentType as DocumentType) : null;
  const path = screen && line.entryDocumentId && has(screen.menu) ? `${screen.menu}/detail/${String(line.entryDocumentId)}` : null;
  return path ? (
    <Typography.Link onClick={() => navigate(path)} data-bill-no={billNo}>
      {billNo}
    </Typography.Link>
  ) : (
    <span data-bill-no={billNo}>{billNo}</span>
  );
}

/** The header as descriptions: the kit's fields around the type's own (its `headerItems`). */
function headerItems(
  doc: DocumentDetailView,
  config: DetailConfig,
  t: (key: string) => string,
  employeeName: ReturnType<typeof useEmployeeNames>,
): NonNullable<DescriptionsProps['items']> {
  const items: { key: string; label: string; children: ReactNode; span?: number | 'filled' }[] = [
    { key: 'billNo', label: t('document:fields.billNo'), children: <Typography.Text copyable>{doc.billNo}</Typography.Text> },
    { key: 'billDate', label: t('document:fields.billDate'), children: doc.billDate },
    { key: 'status', label: t('document:fields.status'), children: <StatusTags doc={doc} /> },
    ...(config.headerItems?.(doc) ?? []).map((item) => ({ ...item, label: t(item.label) })),
    ...(NO_TOTAL_QTY.includes(config.lineKind)
      ? []
      : [{ key: 'totalQty', label: t('document:fields.totalQty'), children: formatDecimal(doc.totalQty) }]),
    { key: 'createdBy', label: t('document:fields.createdBy'), children: employeeName(doc.createdBy, doc.createdByName) },
    { key: 'createTime', label: t('document:fields.createTime'), children: formatDateTime(doc.createTime) },
  ];
  if (doc.reviewedBy || doc.reviewTime) {
    items.push(
      { key: 'reviewedBy', label: t('document:fields.reviewedBy'), children: employeeName(doc.reviewedBy) },
      { key: 'reviewTime', label: t('document:fields.reviewTime'), children: formatDateTime(doc.reviewTime) },
    );
  }
  if (doc.completedBy || doc.completeTime) {
    items.push(
      { key: 'completedBy', label: t('document:fields.completedBy'), children: employeeName(doc.completedBy) },
      { key: 'completeTime', label: t('document:fields.completeTime'), children: formatDateTime(doc.completeTime) },
    );
  }
  if (doc.links.length > 0) {
    items.push({ key: 'links', label: t('document:fields.links'), children: <DocumentLinks links={doc.links} />, span: 'filled' });
  }
  items.push({ key: 'remark', label: t('document:fields.remark'), children: doc.remark ?? '', span: 'filled' });
  // An empty field says so (—) rather than leaving a label hanging.
  return items.map((item) =>
    item.children === '' || item.children === null || item.children === undefined
      ? { ...item, children: <Typography.Text type="secondary">—</Typography.Text> }
      : item,
  );
}

type LineColumn = TableColumnType<DocumentLineView> & { key: string; total?: ReactNode };

/** The width a column (or a group of columns) takes; a column without one counts 200. */
function columnWidth(c: TableColumnType<DocumentLineView> & { children?: TableColumnType<DocumentLineView>[] }): number {
  if (c.children) return c.children.reduce((w, child) => w + columnWidth(child), 0);
  return typeof c.width === 'number' ? c.width : 200;
}

const taxRateColumn = (t: (key: string) => string): LineColumn => ({
  key: 'taxRate',
  title: t('document:lines.taxRate'),
  width: 90,
  align: 'right',
  render: (_, l) => {
    const p = rateToPercent(l.taxRate as string | null | undefined);
    return p === null ? '' : `${p}%`;
  },
});

/** Σ the lines' rebate (a posted wholesale sale's or return's), as text with 2 decimals. */
export function linesRebate(lines: DocumentLineView[]): string {
  const cents = lines.reduce((s, l) => s + Math.round(Number(l.rebate ?? 0) * 100), 0);
  return (cents / 100).toFixed(2);
}

/** 返利比例 and 返利金额 of the lines that earned or gave back rebate, with the document's total. */
function rebateColumns(doc: DocumentDetailView, t: (key: string) => string): LineColumn[] {
  return [
    {
      key: 'rebateRatio',
      title: t('document:lines.rebateRatio'),
      width: 100,
      align: 'right',
      render: (_, l) => (l.rebateRatio === undefined || l.rebateRatio === null ? '' : `${String(l.rebateRatio)}%`),
    },
    {
      key: 'rebate',
      title: t('document:lines.rebate'),
      width: 120,
      align: 'right',
      render: (_, l) => (l.rebate === undefined || l.rebate === null ? '' : <span data-rebate-of={l.lineNo}>{money(l.rebate)}</span>),
      total: money(linesRebate(doc.lines)),
    },
  ];
}

/** The line columns of a type's lines; `total` is the column's figure in the totals row. */
function lineColumns(
  doc: DocumentDetailView,
  config: DetailConfig,
  skus: SkuNames,
  t: (key: string) => string,
  units: UnitBook,
): LineColumn[] {
  // A line's quantities in its unit's decimals (5 boxes, 2.5 kg), as the lists and the editor show them.
  const unitOf = (l: DocumentLineView) => (l.skuId === null ? undefined : skus.get(l.skuId)?.unit);
  const qty = (l: DocumentLineView, value: unknown) => units.qty(value as string | null | undefined, unitOf(l));
  const cost = config.lineKind === 'cost';
  const hasCost = cost || doc.lines.some((l) => l.unitCost !== undefined && l.unitCost !== null);
  const amountTotal = doc.costAmount ?? doc.totalAmount;
  if (config.detailLineColumns) {
    return [
      { key: 'no', title: '#', width: 48, align: 'center', render: (_, l) => l.lineNo },
      ...config.detailLineColumns(doc, t).map((c) => ({ ...c, key: String(c.key) })),
      { key: 'remark', title: t('document:lines.remark'), render: (_, l) => (l.remark as string | null) ?? '' },
    ];
  }
  if (config.lineKind === 'money') {
    return [
      { key: 'no', title: '#', width: 48, align: 'center', render: (_, l) => l.lineNo },
      ...(doc.lines.some((l) => l.entryId)
        ? [
            {
              key: 'entry',
              title: t('document:lines.settledBill'),
              width: 200,
              render: (_: unknown, l: DocumentLineView) => <SettledBill line={l} />,
            },
            {
              key: 'entryType',
              title: t('document:lines.settledBillType'),
              width: 140,
              render: (_: unknown, l: DocumentLineView) =>
                typeof l.entryDocumentType === 'string' ? t(`document:type.${l.entryDocumentType}`) : '',
            },
            {
              key: 'entryDate',
              title: t('document:fields.billDate'),
              width: 120,
              render: (_: unknown, l: DocumentLineView) => String(l.entryBillDate ?? ''),
            },
          ]
        : []),
      {
        key: 'amount',
        title: t('document:lines.money'),
        width: 160,
        align: 'right',
        render: (_, l) => money(l.amount),
        total: money(doc.totalAmount),
      },
      // A collection line's payment discount (付款折扣), with the document that gave it.
      ...(doc.lines.some((l) => Number(l.paymentDiscount ?? 0) > 0)
        ? [
            {
              key: 'paymentDiscount',
              title: t('document:lines.paymentDiscount'),
              width: 240,
              align: 'right' as const,
              render: (_: unknown, l: DocumentLineView) =>
                Number(l.paymentDiscount ?? 0) > 0
                  ? `${money(l.paymentDiscount)} (${String(l.paymentDiscountPercent ?? '')}% ${String(l.paymentDiscountBillNo ?? '')})`
                  : '',
              total: money(doc.paymentDiscount),
            },
          ]
        : []),
      { key: 'remark', title: t('document:lines.remark'), render: (_, l) => (l.remark as string | null) ?? '' },
    ];
  }
  const columns: LineColumn[] = [
    { key: 'no', title: '#', width: 48, align: 'center', render: (_, l) => l.lineNo },
    {
      key: 'code',
      title: t('document:lines.skuCode'),
      width: 140,
      render: (_, l) => (l.skuId === null ? '' : (skus.get(l.skuId)?.code ?? l.skuId)),
    },
    {
      key: 'name',
      title: t('document:lines.skuName'),
      width: 240,
      render: (_, l) => (l.skuId === null ? '' : (skus.get(l.skuId)?.name ?? '')),
    },
    {
      key: 'unit',
      title: t('document:lines.unit'),
      width: 70,
      render: (_, l) => units.label(unitOf(l)),
    },
  ];
  if (config.lineKind === 'prices') {
    columns.push(
      ...priceDetailColumns(doc.lines, (id) => (id === null ? undefined : skus.get(id)), t).map((c) => ({ ...c, key: String(c.key) })),
      { key: 'remark', title: t('document:lines.remark'), render: (_, l) => (l.remark as string | null) ?? '' },
    );
    return columns;
  }
  if (config.lineKind === 'supply') {
    columns.push(
      {
        key: 'minQty',
        title: t('document:lines.minQty'),
        width: 130,
        align: 'right',
        render: (_, l) => qty(l, l.minQty),
      },
      { key: 'price', title: t('document:lines.price'), width: 130, align: 'right', render: (_, l) => unitCost(l.price) },
      taxRateColumn(t),
      { key: 'remark', title: t('document:lines.remark'), render: (_, l) => (l.remark as string | null) ?? '' },
    );
    return columns;
  }
  if (!cost) {
    columns.push({
      key: 'qty',
      title: config.lineKind === 'signed' ? t('document:lines.signedQty') : t('document:lines.qty'),
      width: 170,
      align: 'right',
      render: (_, l) => (
        <span>
          {config.lineKind === 'signed' ? <QtySignTag qty={l.qty} /> : null}
          {qty(l, l.qty)}
        </span>
      ),
      // Lines of one unit total in its decimals; mixed units as the figure is.
      total: new Set(doc.lines.map(unitOf)).size === 1 ? qty(doc.lines[0], doc.totalQty) : formatDecimal(doc.totalQty),
    });
  } else {
    columns.push({
      key: 'costPrice',
      title: t('document:lines.oldUnitCost'),
      width: 150,
      align: 'right',
      render: (_, l) => unitCost(l.costPrice),
    });
  }
  if (config.lineKind === 'priced') {
    columns.push(
      {
        key: 'price',
        title: t('document:lines.price'),
        width: doc.lines.some((l) => l.priceSource) ? 200 : 130,
        align: 'right',
        render: (_, l) => (
          <Space size={6} data-price-of={l.lineNo}>
            <PriceSourceTag source={l.priceSource} />
            {unitCost(l.price)}
          </Space>
        ),
      },
      taxRateColumn(t),
      ...(doc.lines.some((l) => l.gift === true || Number(l.discount ?? 0) !== 0)
        ? [
            {
              key: 'gift',
              title: t('document:lines.gift'),
              width: 70,
              align: 'center' as const,
              render: (_: unknown, l: DocumentLineView) => (l.gift === true ? <Tag color="magenta">{t('document:lines.gift')}</Tag> : null),
            },
            {
              key: 'discount',
              title: t('document:lines.discount'),
              width: 110,
              align: 'right' as const,
              render: (_: unknown, l: DocumentLineView) => (Number(l.discount ?? 0) !== 0 ? money(l.discount) : ''),
            },
          ]
        : []),
      {
        key: 'amount',
        title: t('document:lines.amount'),
        width: 140,
        align: 'right',
        render: (_, l) => money(l.amount),
        total: doc.totalAmount === undefined || doc.totalAmount === null ? undefined : money(doc.totalAmount),
      },
    );
    // A posted wholesale sale's or return's rebate (DOMAIN 13): each line's part and the ratio it was worked at.
    if (doc.lines.some((l) => l.rebate !== undefined && l.rebate !== null)) columns.push(...rebateColumns(doc, t));
    if (doc.lines.some((l) => Number(l.fulfilledQty) !== 0)) {
      columns.push({
        key: 'fulfilledQty',
        title: t(config.fulfilledLabel ?? 'document:lines.fulfilledQty'),
        width: 130,
        align: 'right',
        render: (_, l) => qty(l, l.fulfilledQty),
      });
    }
  } else if (hasCost) {
    columns.push(
      {
        key: 'unitCost',
        title: cost ? t('document:lines.newUnitCost') : t('document:lines.unitCost'),
        width: 150,
        align: 'right',
        render: (_, l) => unitCost(l.unitCost),
      },
      {
        key: 'costAmount',
        title: cost ? t('document:lines.adjustAmount') : t('document:lines.costAmount'),
        width: 140,
        align: 'right',
        render: (_, l) => money(l.costAmount),
        total: amountTotal === undefined || amountTotal === null ? undefined : money(amountTotal),
      },
    );
  }
  columns.push({ key: 'remark', title: t('document:lines.remark'), render: (_, l) => (l.remark as string | null) ?? '' });
  const action = config.lineAction;
  if (action && doc.lines.some((l) => action(doc, l) !== null)) {
    columns.push({ key: 'lineAction', title: t('kit:list.operations'), width: 110, fixed: 'right', render: (_, l) => action(doc, l) });
  }
  return columns;
}

/**
 * A document that is not being edited, read-only: the header as descriptions (dates, names,
 * the status as a tag, related documents), the lines as a table with a totals row, and the
 * audit trail. The operations its status allows are the frame's buttons.
 */
export function DocumentDetail({ doc, config, skus }: { doc: DocumentDetailView; config: DetailConfig; skus: SkuNames }) {
  const { t } = useTranslation();
  const employeeName = useEmployeeNames();
  const units = useUnits();
  const columns = lineColumns(doc, config, skus, t, units);
  // The totals row: 合计 across the columns before the first figure, then each column's total.
  const firstTotal = columns.findIndex((c) => c.total !== undefined);
  const showTotals = firstTotal > 0 && doc.lines.length > 0;
  return (
    <div data-testid="document-detail" data-status={doc.status}>
      {config.detailActions ? <div style={{ marginBottom: 12 }}>{config.detailActions(doc)}</div> : null}
      <Card size="small" style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={headerItems(doc, config, t, employeeName)}
          data-testid="document-header"
        />
      </Card>
      <div className="q-section-title">{t(LINE_KINDS[config.lineKind].section)}</div>
      <Table<DocumentLineView>
        rowKey="id"
        size="small"
        bordered
        pagination={false}
        dataSource={doc.lines}
        scroll={{
          x:
            config.lineKind === 'prices'
              ? Math.max(
                  900,
                  columns.reduce((w, c) => w + columnWidth(c), 0),
                )
              : 900,
        }}
        style={{ marginBottom: 16 }}
        columns={columns}
        data-testid="document-lines"
        summary={
          showTotals
            ? () => (
                <Table.Summary.Row data-testid="document-totals">
                  <Table.Summary.Cell index={0} colSpan={firstTotal}>
                    <Typography.Text strong>{t('document:lines.total')}</Typography.Text>
                  </Table.Summary.Cell>
                  {columns.slice(firstTotal).map((c, i) => (
                    <Table.Summary.Cell key={c.key} index={firstTotal + i} align={c.align}>
                      {c.total !== undefined ? (
                        <Typography.Text strong data-total={c.key}>
                          {c.total}
                        </Typography.Text>
                      ) : null}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )
            : undefined
        }
      />
      <div className="q-section-title">{t('document:section.audit')}</div>
      <AuditTrail audit={doc.audit} />
    </div>
  );
}
