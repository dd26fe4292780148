import type { PrintDocument, PrintTemplateView, ScreenDocumentType } from '@quire/contracts';
import { DOCUMENT_SCREENS, printImageFileId } from '@quire/contracts';
import { Button, Radio, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storedFileDataUrl } from '../../api/files';
import { runAction } from '../../api/report-error';
import { usePermission } from '../../core/access';
import { useShortcuts } from '../../core/shortcuts';
import { ui } from '../../core/ui-bridge';
import { printApi } from './print-api';
import { printHtml, printRunning } from './print-job';
import type { PrintWords } from './print-render';

/** How a print words pages, boxes, statuses and column titles, in the user's language. */
export function printWords(t: TFunction, title: string): PrintWords {
  return {
    title,
    page: (i, n) => t('print:pageOf', { i, n }),
    box: (i, n) => t('print:boxOf', { i, n }),
    value: (field, value) => {
      if (field === 'status' && typeof value === 'string') return t(`document:status.${value}`);
      if (field === 'type' && typeof value === 'string') return t(`document:type.${value}`);
      return undefined;
    },
    column: (field) => t(`print:field.${field}`, { defaultValue: field }),
  };
}

/**
 * The template with its logos from file storage (`file:<id>`) read as data: URLs, so the print
 * frame needs no signed request; a logo that cannot be read prints as nothing.
 */
export async function withStoredImages(
  template: PrintTemplateView,
  read: (id: string) => Promise<string | null> = storedFileDataUrl,
): Promise<PrintTemplateView> {
  if (!template.elements.some((e) => e.kind === 'image' && printImageFileId(e.src))) return template;
  const elements = await Promise.all(
    template.elements.map(async (e) => {
      const id = e.kind === 'image' ? printImageFileId(e.src) : undefined;
      if (e.kind !== 'image' || !id) return e;
      const src = await read(id).catch(() => null);
      return { ...e, src: src ?? '' };
    }),
  );
  return { ...template, elements };
}

/** The HTML of documents through a template, barcodes drawn by bwip-js (loaded with the first print). */
export async function renderDocuments(t: TFunction, template: PrintTemplateView, docs: PrintDocument[]): Promise<string> {
  const [{ renderPrintHtml }, { barcodeSvg }, resolved] = await Promise.all([
    import('./print-render'),
    import('./barcode-svg'),
    withStoredImages(template),
  ]);
  const title = docs.length === 1 ? `${t(`document:type.${docs[0].type}`)} ${docs[0].billNo}` : template.name;
  return renderPrintHtml(resolved, docs, printWords(t, title), barcodeSvg);
}

/** Asks which template when there is a choice (the default chosen); null when the user cancels. */
async function pickTemplate(t: TFunction, templates: PrintTemplateView[]): Promise<PrintTemplateView | null> {
  if (templates.length === 1) return templates[0];
  let chosen = templates[0].id;
  const ok = await ui.confirm({
    title: t('print:pickTemplate'),
    okText: t('print:print'),
    content: (
      <Radio.Group defaultValue={chosen} onChange={(e) => (chosen = e.target.value)} data-testid="print-template-picker">
        <Space direction="vertical">
          {templates.map((tpl) => (
            <Radio key={`${tpl.templateType}:${tpl.id}`} value={tpl.id} data-template={tpl.name}>
              {tpl.name}
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {t(`print:templateType.${tpl.templateType}`)} · {tpl.width}×{tpl.height} mm
                {tpl.isDefault ? ` · ${t('print:default')}` : ''}
              </Typography.Text>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    ),
  });
  return ok ? (templates.find((x) => x.id === chosen) ?? null) : null;
}

/**
 * Printing documents of a type: the templates of its bill type (the document's, then a packing
 * list and box label where there are some), a choice when there are several, the print data
 * (cost fields only with costPrice; recorded in the audit trail), one job for all of them.
 */
export function usePrintDocuments(type: ScreenDocumentType, onPrinted?: () => unknown) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const print = async (ids: string[]) => {
    if (ids.length === 0) {
      ui.warning(t('print:selectFirst'));
      return;
    }
    if (busy || printRunning()) {
      ui.warning(t('print:inProgress'));
      return;
    }
    setBusy(true);
    try {
      const main = await printApi.usable(type, 0);
      const more = await Promise.all(([1, 2] as const).map((tt) => printApi.usable(type, tt, true).catch(() => [] as PrintTemplateView[])));
      const template = await pickTemplate(t, [...main, ...more.flat()]);
      if (!template) return;
      const docs = await printApi.documents(type, ids);
      if (docs.length === 0) {
        ui.error(t('print:paramsInvalid'));
        return;
      }
      const html = await renderDocuments(t, template, docs);
      if (template.printerName) ui.success(t('print:printerHint', { printer: template.printerName }));
      await printHtml(html);
      await onPrinted?.();
    } finally {
      setBusy(false);
    }
  };
  return { print: (ids: string[]) => runAction(() => print(ids)), busy };
}

/** A list toolbar's 打印 (F11): the selected documents in one job, a page break between them. */
export function PrintSelectedButton({ type, selected }: { type: ScreenDocumentType; selected: { id: string }[] }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const allowed = has(`${DOCUMENT_SCREENS[type].permission}:print`);
  const { print, busy } = usePrintDocuments(type);
  useShortcuts(allowed ? { F11: () => print(selected.map((s) => s.id)) } : {});
  if (!allowed) return null;
  return (
    <Button loading={busy} disabled={selected.length === 0} onClick={() => print(selected.map((s) => s.id))} data-testid="print-selected">
      {t('print:print')}
      {selected.length > 0 ? ` (${selected.length})` : ''}
    </Button>
  );
}
