import {
  DOCUMENT_SCREENS,
  type DocumentType,
  documentIdsQuery,
  documentPrintBody,
  idText,
  printTemplateAddBody,
  printTemplateCopyBody,
  printTemplateForBody,
  printTemplateIdBody,
  printTemplatePageBody,
  printTemplateUpdateBody,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documentDefinition } from '../../documents/document-registry';
import { AUTHENTICATED, route } from '../../platform/http/route';
import { printDocuments } from './print-data.service';
import {
  addPrintTemplate,
  copyPrintTemplate,
  deletePrintTemplates,
  printTemplateDetail,
  printTemplatePage,
  setDefaultPrintTemplate,
  templatesFor,
  updatePrintTemplate,
} from './print-template.service';

const MENU = '/system/printTemplate';
const BUTTON = 'system:printTemplate';
/** A template carries an image as a data URL at most: room for it and its elements. */
const TEMPLATE_BODY_LIMIT = 512 * 1024;

/**
 * Printing (打印模板, spec §2): the templates of the active business group under
 * /api/basic/printTemplate, and per document screen `POST {base}/print`, the print data of
 * its documents, guarded by the screen's print button and recorded in their audit trail.
 */
export function printRoutes(app: FastifyInstance): void {
  const tags = ['system: print templates'];
  const base = '/api/basic/printTemplate';
  route(app, {
    method: 'POST',
    url: `${base}/page`,
    permission: MENU,
    summary: 'Print templates of the active group, a page (name, bill type, template type)',
    tags,
    body: printTemplatePageBody,
    handler: ({ db, auth, body }) => printTemplatePage(db, auth, body),
  });
  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    permission: MENU,
    summary: 'One print template with its page and elements',
    tags,
    params: z.object({ id: idText }),
    handler: ({ db, auth, params }) => printTemplateDetail(db, auth, Number(params.id)),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/add`,
    permission: `${BUTTON}:add`,
    summary: 'Add a print template; the default one takes over from the previous default of its bill type and template type',
    tags,
    body: printTemplateAddBody,
    bodyLimit: TEMPLATE_BODY_LIMIT,
    handler: ({ db, auth, body }) => db.transaction((tx) => addPrintTemplate(tx, auth, body)),
  });
  route(app, {
    method: 'POST',
    url: `${base}/update`,
    permission: `${BUTTON}:edit`,
    summary: 'Change a print template (id and the version you loaded)',
    tags,
    body: printTemplateUpdateBody,
    bodyLimit: TEMPLATE_BODY_LIMIT,
    handler: ({ db, auth, body }) => db.transaction((tx) => updatePrintTemplate(tx, auth, body)),
  });
  route(app, {
    method: 'DELETE',
    url: base,
    permission: `${BUTTON}:delete`,
    summary: 'Delete print templates (ids=1,2,3)',
    tags,
    query: documentIdsQuery,
    handler: async ({ db, auth, query }) => {
      await db.transaction((tx) => deletePrintTemplates(tx, auth, query.ids.map(String)));
      return null;
    },
  });
  route(app, {
    method: 'POST',
    url: `${base}/copy`,
    permission: `${BUTTON}:copy`,
    summary: 'Copy a print template (not the default); named "<name> 副本" unless a name is given',
    tags,
    body: printTemplateCopyBody,
    handler: ({ db, auth, body }) => db.transaction((tx) => copyPrintTemplate(tx, auth, Number(body.id), body.name)),
  });
  route(app, {
    method: 'POST',
    url: `${base}/default`,
    permission: `${BUTTON}:edit`,
    summary: 'Make a template the default of its bill type and template type (one default each)',
    tags,
    body: printTemplateIdBody,
    handler: ({ db, auth, body }) => db.transaction((tx) => setDefaultPrintTemplate(tx, auth, Number(body.id))),
  });
  route(app, {
    method: 'POST',
    url: `${base}/usable`,
    permission: AUTHENTICATED,
    summary: "Templates a print of a bill type may use, the default first (Quire's shipped one when the group has none)",
    tags,
    body: printTemplateForBody,
    handler: ({ db, auth, body }) => templatesFor(db, auth, body.billType, body.templateType),
  });

  for (const [type, screen] of Object.entries(DOCUMENT_SCREENS)) {
    route(app, {
      method: 'POST',
      url: `${screen.base}/print`,
      permission: `${screen.permission}:print`,
      summary: `${type}: the print data of documents (names resolved, cost fields only with costPrice); records PRINT in their audit trail`,
      tags: ['printing'],
      body: documentPrintBody,
      handler: ({ db, auth, body }) =>
        db.transaction((tx) => printDocuments(tx, auth, documentDefinition(type as DocumentType), body.ids, body.record)),
    });
  }
}
