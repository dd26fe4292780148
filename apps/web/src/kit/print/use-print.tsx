import type { PrintDocument, PrintTemplateType, PrintTemplateView, ScreenDocumentType } from '@quire/contracts';
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

/**
 * Templates beyond the bill type's own (a wholesale sale's packing list, type 1, and box
 * labels, type 2): offered only while `ready` says the documents can print them (a sale picked
 * and boxed), printed through their own data (`documents`, e.g. the boxes of the sale).
 */
export type PrintExtras = {
  templateTypes: readonly PrintTemplateType[];
  /** Null when the documents can print these templates now; else why not, in the user's words (shown beside them). */
  ready: (ids: string[], t: TFunction) => Promise<string | null>;
  documents: (ids: string[], templateType: PrintTemplateType) => Promise<PrintDocument[]>;
};

/** A template the print dialog offers; `refused` names why it cannot print now (shown, not chosen). */
export type TemplateChoice = { template: PrintTemplateView; refused: string | null };

/**
 * Asks which template when there is a choice (the first usable chosen); a template that cannot
 * print now is shown disabled with its reason. Null when the user cancels; with nothing usable,
 * the reason is said and nothing prints.
 */
async function pickTemplate(t: TFunction, choices: TemplateChoice[]): Promise<PrintTemplateView | null> {
  const usable = choices.filter((c) => c.refused === null);
  if (usable.length === 0) {
    const refused = choices.find((c) => c.refused !== null)?.refused;
    ui.error(refused ?? t('print:noTemplate'));
    return null;
  }
  if (choices.length === 1) return usable[0].template;
  let chosen = usable[0].template.id;
  const ok = await ui.confirm({
    title: t('print:pickTemplate'),
    okText: t('print:print'),
    content: (
      <Radio.Group defaultValue={chosen} onChange={(e) => (chosen = e.target.value)} data-testid="print-template-picker">
        <Space direction="vertical">
          {choices.map(({ template: tpl, refused }) => (
            <Radio key={`${tpl.templateType}:${tpl.id}`} value={tpl.id} disabled={refused !== null} data-template={tpl.name}>
              <span data-template-type={tpl.templateType}>{tpl.name}</span>
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {t(`print:templateType.${tpl.templateType}`)} · {tpl.width}×{tpl.height} mm
                {tpl.isDefault ? ` · ${t('print:default')}` : ''}
              </Typography.Text>
              {refused !== null && (
                <Typography.Text type="warning" style={{ display: 'block' }} data-testid="print-template-refused">
                  {refused}
                </Typography.Text>
              )}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    ),
  });
  return ok ? (usable.find((c) => c.template.id === chosen)?.template ?? null) : null;
}

/**
 * Printing documents of a type: the templates of its bill type, and the screen's extra ones
 * (a wholesale sale's packing list and box labels) only as `extras` allows; a choice when there
 * are several, the print data (cost fields only with costPrice; recorded in the audit trail),
 * one job for all of them.
 */
export function usePrintDocuments(type: ScreenDocumentType, onPrinted?: () => unknown, extras?: PrintExtras) {
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
      const choices: TemplateChoice[] = main.map((template) => ({ template, refused: null }));
      if (extras) {
        const more = (
          await Promise.all(extras.templateTypes.map((tt) => printApi.usable(type, tt, true).catch(() => [] as PrintTemplateView[])))
        ).flat();
        // Asked only when there is such a template: a sale not yet boxed shows it refused, with the reason.
        const refused = more.length > 0 ? await extras.ready(ids, t) : null;
        for (const template of more) choices.push({ template, refused });
      }
      const template = await pickTemplate(t, choices);
      if (!template) return;
      const isExtra = extras?.templateTypes.includes(template.templateType) ?? false;
      const docs = isExtra && extras ? await extras.documents(ids, template.templateType) : await printApi.documents(type, ids);
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
