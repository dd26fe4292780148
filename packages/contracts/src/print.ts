import { z } from 'zod';
import { idText, optionalText, pageFields, sortParam } from './common';
import { DOCUMENT_TYPE_CODES } from './document';

/**
 * Print templates (打印模板, spec §2, §3): a page in millimetres and positioned elements, kept as
 * data. Template types: 0 the normal document, 1 the packing list (装箱单), 2 the box label (箱标).
 */
export const PRINT_TEMPLATE_TYPES = [0, 1, 2] as const;
export type PrintTemplateType = (typeof PRINT_TEMPLATE_TYPES)[number];
export const printTemplateType = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** Named page sizes the designer offers (width × height, mm); any other size is custom. */
export const PRINT_PAGE_SIZES = {
  A4: [210, 297],
  A5: [148, 210],
  CONTINUOUS: [241, 140],
  LABEL_100X150: [100, 150],
  LABEL_100X100: [100, 100],
} as const satisfies Record<string, readonly [number, number]>;

const mm = (max: number) => z.number().min(0).max(max);

export const printPage = z.object({
  width: z.number().min(20).max(1000),
  height: z.number().min(20).max(2000),
  marginTop: mm(100).default(5),
  marginRight: mm(100).default(5),
  marginBottom: mm(100).default(5),
  marginLeft: mm(100).default(5),
});
export type PrintPage = z.infer<typeof printPage>;

/** A field of the document: a header key (`billNo`, `partnerName`, `header.address`) or a line key. */
export const printFieldKey = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_.]*$/, 'letters, digits, _ and . only');

const box = {
  /** A stable id inside the template (the designer's selection). */
  id: z.string().trim().min(1).max(32),
  x: mm(2000),
  y: mm(2000),
  w: z.number().min(1).max(2000),
  h: z.number().min(1).max(2000),
  fontSize: z.number().min(4).max(96).default(10),
  bold: z.boolean().default(false),
  align: z.enum(['left', 'center', 'right']).default('left'),
};

export const PRINT_ELEMENT_KINDS = ['text', 'field', 'table', 'total', 'pageNumber', 'boxNumber', 'barcode', 'qrcode', 'image'] as const;
export type PrintElementKind = (typeof PRINT_ELEMENT_KINDS)[number];

export const printTableColumn = z.object({
  field: printFieldKey,
  title: z.string().trim().max(40).optional(),
  /** Share of the table's width, in mm. */
  width: z.number().min(1).max(1000).optional(),
});

export const printElement = z.discriminatedUnion('kind', [
  z.object({ ...box, kind: z.literal('text'), text: z.string().max(500) }),
  z.object({ ...box, kind: z.literal('field'), field: printFieldKey, label: z.string().trim().max(40).optional() }),
  z.object({ ...box, kind: z.literal('table'), columns: z.array(printTableColumn).min(1).max(20) }),
  /** A total of the document (`totalQty`, `totalAmount`, `costAmount`), printed on its last page. */
  z.object({ ...box, kind: z.literal('total'), field: printFieldKey, label: z.string().trim().max(40).optional() }),
  /** "i / N" over the pages of one document. */
  z.object({ ...box, kind: z.literal('pageNumber') }),
  /** "i of N" over the boxes of one delivery (box labels). */
  z.object({ ...box, kind: z.literal('boxNumber') }),
  z.object({
    ...box,
    kind: z.literal('barcode'),
    symbology: z.enum(['code128', 'ean13']).default('code128'),
    field: printFieldKey.default('billNo'),
  }),
  z.object({ ...box, kind: z.literal('qrcode'), field: printFieldKey.default('billNo') }),
  /**
   * A logo: an image uploaded to file storage (`file:<id>`, a file of the template's business
   * group, read through the download route when printing), an http(s) URL or a data: URL of an
   * image (at most 200 KB).
   */
  z.object({
    ...box,
    kind: z.literal('image'),
    src: z
      .string()
      .trim()
      .max(200_000)
      .regex(
        /^(file:\d{1,15}$|https?:\/\/|\/|data:image\/(png|jpeg|gif|svg\+xml|webp);base64,)/,
        'file:<id> of an uploaded image, an http(s) URL or an image data URL',
      ),
  }),
]);
export type PrintElement = z.infer<typeof printElement>;

/** The uploaded file an image element shows (`file:<id>`), or undefined for a URL. */
export function printImageFileId(src: string): string | undefined {
  return /^file:(\d{1,15})$/.exec(src)?.[1];
}

const templateFields = {
  name: z.string().trim().min(1).max(50),
  /** The printer the template is meant for: shown as a hint with the print dialog. */
  printerName: optionalText(100),
  billType: z.enum(DOCUMENT_TYPE_CODES),
  templateType: printTemplateType,
  isDefault: z.boolean().default(false),
  page: printPage,
  elements: z.array(printElement).max(100),
};

export const printTemplateAddBody = z.object(templateFields);
export const printTemplateUpdateBody = z.object({ id: idText, version: z.number().int().min(0), ...templateFields });
export type PrintTemplateAddBody = z.input<typeof printTemplateAddBody>;
export type PrintTemplateUpdateBody = z.input<typeof printTemplateUpdateBody>;

export const printTemplatePageBody = z.object({
  ...pageFields,
  name: optionalText(50),
  billType: z.enum(DOCUMENT_TYPE_CODES).optional(),
  /** A list filter may send it as text. */
  templateType: z.coerce.number().pipe(printTemplateType).optional(),
  sort: sortParam(['name', 'billType', 'updateTime']),
});

export const printTemplateIdsBody = z.object({ ids: z.array(idText).min(1).max(200) });
export const printTemplateIdBody = z.object({ id: idText });
export const printTemplateCopyBody = z.object({ id: idText, name: z.string().trim().min(1).max(50).optional() });

/** Templates of a bill type (and template type) usable for printing, the default first. */
export const printTemplateForBody = z.object({
  billType: z.enum(DOCUMENT_TYPE_CODES),
  templateType: printTemplateType.default(0),
});

export type PrintTemplateListItem = {
  id: string;
  name: string;
  printerName: string | null;
  billType: (typeof DOCUMENT_TYPE_CODES)[number];
  templateType: PrintTemplateType;
  isDefault: boolean;
  width: number;
  height: number;
  version: number;
  updateTime: string;
};

export type PrintTemplateView = PrintTemplateListItem & { page: PrintPage; elements: PrintElement[] };

/** Documents to print: marks each in its audit trail (PRINT) and answers their print data. */
export const documentPrintBody = z.object({
  ids: z.array(idText).min(1).max(200),
  /** false: a preview in the template designer, not recorded as a print. */
  record: z.boolean().default(true),
});

/**
 * The fields every document's print data carries (the designer's picker; a type's own header
 * fields are offered from its latest document too). Names are resolved by the server.
 */
export const PRINT_HEADER_FIELDS = [
  'billNo',
  'billDate',
  'status',
  'businessGroupName',
  'partnerCode',
  'partnerName',
  'warehouseName',
  'toWarehouseName',
  'address',
  'remark',
  'totalQty',
  'totalAmount',
  'costAmount',
  'createdByName',
  'createTime',
  'reviewTime',
  'completeTime',
  'printTime',
] as const;
export const PRINT_LINE_FIELDS = [
  'lineNo',
  'skuCode',
  'skuName',
  'barcode',
  'unit',
  'warehouseName',
  'qty',
  'price',
  'amount',
  'unitCost',
  'costAmount',
  'boxNo',
  'remark',
] as const;

/** One document as printed: its header with names resolved, its lines with the goods' names. */
export type PrintDocument = {
  id: string;
  type: (typeof DOCUMENT_TYPE_CODES)[number];
  billNo: string;
  lines: Record<string, unknown>[];
  [field: string]: unknown;
};
