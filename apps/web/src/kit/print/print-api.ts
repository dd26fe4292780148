import type {
  Page,
  PrintDocument,
  PrintTemplateAddBody,
  PrintTemplateListItem,
  PrintTemplateType,
  PrintTemplateUpdateBody,
  PrintTemplateView,
  ScreenDocumentType,
} from '@quire/contracts';
import { DOCUMENT_SCREENS } from '@quire/contracts';
import { http } from '../../api/http';

const BASE = '/api/basic/printTemplate';

export const printTemplateKeys = {
  all: ['print-templates'] as const,
  page: (q: unknown) => ['print-templates', 'page', q] as const,
  detail: (id: string) => ['print-templates', 'detail', id] as const,
};

/** The calls of print templates (打印模板) and of printing documents. */
export const printApi = {
  page: (q: Record<string, unknown>, signal?: AbortSignal) => http.post<Page<PrintTemplateListItem>>(`${BASE}/page`, q, { signal }),
  detail: (id: string) => http.get<PrintTemplateView>(`${BASE}/${id}`),
  add: (body: PrintTemplateAddBody) => http.put<PrintTemplateView>(`${BASE}/add`, body, { loading: true }),
  update: (body: PrintTemplateUpdateBody) => http.post<PrintTemplateView>(`${BASE}/update`, body, { loading: true }),
  remove: (ids: string[]) => http.del<null>(BASE, { ids: ids.join(',') }, { loading: true }),
  copy: (id: string) => http.post<PrintTemplateView>(`${BASE}/copy`, { id }, { loading: true }),
  setDefault: (id: string) => http.post<PrintTemplateView>(`${BASE}/default`, { id }, { loading: true }),
  /** Templates a print may use, the default first; quiet asks nothing of the user when there is none. */
  usable: (billType: ScreenDocumentType, templateType: PrintTemplateType, quiet = false) =>
    http.post<PrintTemplateView[]>(`${BASE}/usable`, { billType, templateType }, { silent: quiet }),
  /** The print data of documents of a type and a PRINT entry in their audit trail (none for a designer's preview). */
  documents: (type: ScreenDocumentType, ids: string[], record = true) =>
    http.post<PrintDocument[]>(`${DOCUMENT_SCREENS[type].base}/print`, { ids, record }),
};
