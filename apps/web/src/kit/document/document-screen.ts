import type { DocumentDetailView, DocumentHeaderView, DocumentLineView, ScreenDocumentType } from '@quire/contracts';
import type { Form, TableColumnType } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { FilterField } from '../filter-rules';
import type { ListColumn } from '../list-page';
import type { PrintExtras } from '../print/use-print';
import type { useWarehouses } from './document-kit';
import type { PriceLookup } from './line-grid';
import type { LineKind, LineValue } from './line-kinds';

export type HeaderValues = Record<string, unknown> & { billDate?: Dayjs; remark?: string | null; lines?: LineValue[] };

/** What a type's list columns and filters are made with. */
export type DocumentListContext = {
  t: TFunction;
  warehouses: ReturnType<typeof useWarehouses>;
  /** A warehouse id of a row as its name (the id while the names load). */
  warehouseName: (id: unknown) => string;
};

/**
 * The web part of a document type (one file per type): what its header holds and how its
 * list differs from the standard document list. Service path, menu, permissions, statuses
 * and the operations a document offers come from the type's declaration in contracts
 * (DOCUMENT_SCREENS, DOCUMENT_LIFECYCLES) and from the server's detail.
 */
export type DocumentScreenConfig = {
  type: ScreenDocumentType;
  /** Locale key of the editor title, given `{{mode}}` and `{{billNo}}`: e.g. inventory:transfer.title. */
  title: string;
  lineKind: LineKind;
  /**
   * Priced sale lines: each may be a gift (赠品, price 0) and take a line discount (行折扣额);
   * 'discount': a line discount only (a return's lines are never gifts).
   */
  saleLines?: boolean | 'discount';
  /**
   * An approval that applies once reviewed (a payment discount): its screen offers no 过账,
   * neither on the document nor as bulk posting in the list.
   */
  noPosting?: boolean;
  /** The type's own header fields inside the form (Cols of a Row). */
  headerFields?: (form: ReturnType<typeof Form.useForm<HeaderValues>>[0]) => ReactNode;
  /** The type's header fields of a loaded document, as form values. */
  headerValues?: (doc: DocumentDetailView) => Record<string, unknown>;
  /** Values a new document starts with (e.g. the user's default warehouse). */
  initialValues?: () => Record<string, unknown>;
  /** The lines' editor in place of the kit's goods grid (a payment's open entries, a prepayment's amounts). */
  lineGrid?: (form: ReturnType<typeof Form.useForm<HeaderValues>>[0], changed: () => void) => ReactNode;
  /** The detail's line columns of a type with its own lines' editor (between the line number and the remark). */
  detailLineColumns?: (
    doc: DocumentDetailView,
    t: (key: string, options?: Record<string, unknown>) => string,
  ) => TableColumnType<DocumentLineView>[];
  /**
   * Asked before a draft is saved, with the lines as they will be sent (e.g. a sale below cost
   * asks to continue): false stops the save; an object goes into the body beside the header
   * fields (e.g. a return discount's authorization, asked for then).
   */
  beforeSave?: (lines: Record<string, unknown>[]) => Promise<boolean | Record<string, unknown>>;
  /** A priced line's suggested price when its SKU is picked (the purchase order's price resolution). */
  priceLookup?: (form: ReturnType<typeof Form.useForm<HeaderValues>>[0], skuId: string, qty: string) => ReturnType<PriceLookup>;
  /** Tools above the line grid (e.g. 从采购订单选择), given the form and a "changed" signal. */
  linesExtra?: (form: ReturnType<typeof Form.useForm<HeaderValues>>[0], changed: () => void) => ReactNode;
  /** The type's header fields of the save body. */
  headerBody?: (values: HeaderValues) => Record<string, unknown>;
  /**
   * The type's header fields on the read-only detail (label: a locale key), between the
   * status and the creator: warehouses and partners by name, dates formatted. Operations are
   * worded once for every type (document-words.ts), never per type.
   */
  headerItems?: (doc: DocumentDetailView) => { key: string; label: string; children: ReactNode }[];
  /** Locale key of the detail's fulfilled-quantity column (e.g. 已入库数量), shown once any line is fulfilled. */
  fulfilledLabel?: string;
  /** The list's own columns, after the bill date. */
  listColumns?: (ctx: DocumentListContext) => ListColumn<DocumentHeaderView>[];
  /** The list's own filters, after bill no, status and bill date. */
  listFilters?: (ctx: DocumentListContext) => FilterField[];
  /** The list's own toolbar buttons (e.g. 导入, 合并转单), given the selected rows and a way to reload the list. */
  listToolbar?: (ctx: {
    refresh: () => void;
    selected: DocumentHeaderView[];
    clearSelection: () => void;
    /** The list's current query (its filters), e.g. for a second export. */
    query?: Record<string, unknown>;
  }) => ReactNode;
  /**
   * An action on one line of the read-only detail (e.g. 关闭行): an element, or null where
   * the line offers none. The column shows when some line offers one. Pure: no hooks here,
   * the element may use them.
   */
  lineAction?: (doc: DocumentDetailView, line: DocumentLineView) => ReactNode;
  /** Actions of the whole document beyond its lifecycle's operations (e.g. 转单), above the detail. Pure, like lineAction. */
  detailActions?: (doc: DocumentDetailView) => ReactNode;
  /**
   * The detail's 打印 offers these templates beyond the bill type's own only when they can
   * print (a wholesale sale's packing list and box labels: once picked and boxed).
   */
  printExtras?: PrintExtras;
};

/** The standard warehouse filter of a document list (the header's warehouse, warehouseId). */
export function warehouseFilter(ctx: DocumentListContext): FilterField {
  return { kind: 'select', name: 'warehouseId', label: ctx.t('document:fields.warehouse'), options: ctx.warehouses.options };
}
