import {
  type DocumentOperation,
  documentBatchBody,
  documentIdsQuery,
  documentOperateBody,
  documentPageQuery,
  documentScreenOf,
  operationPath,
  wireId,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../platform/access/auth-context';
import { fail } from '../platform/http/errors';
import { route } from '../platform/http/route';
import { batchOperate, deleteDocuments, operateDocument, type SaveBody, saveDocument } from './document.service';
import { type Actor, type DocumentDefinition, type DocumentPermissions, operationsOf, TRANSITIONS } from './document-definition';
import { defineDocumentExport } from './document-export';
import { type DocumentPageQuery, documentDetail, documentPage } from './document-query';
import { idempotencyOf } from './idempotency';

export const actorOf = (auth: AuthContext): Actor => ({ employeeId: auth.employeeId, businessGroupId: auth.belongId });

const PERMISSION_OF: Partial<Record<DocumentOperation, keyof DocumentPermissions>> = {
  ...Object.fromEntries(Object.entries(TRANSITIONS).map(([op, t]) => [op, t.permission])),
  REVERSE: 'reverse',
};

/**
 * The routes of one document type, from its definition: page, detail, add, update, delete,
 * one route per operation the type allows (each guarded by its own button), bulk complete and
 * bulk close. Every write takes an Idempotency-Key. They live under the base path of the
 * type's screen (contracts' DOCUMENT_SCREENS) unless given another (a type without a screen).
 */
export function registerDocumentRoutes(
  app: FastifyInstance,
  def: DocumentDefinition,
  tags: string[],
  base: string | undefined = documentScreenOf(def.type)?.base,
): void {
  const p = def.permissions;
  if (!p) throw new Error(`${def.type} has no permissions: it has no screen`);
  if (!base) throw new Error(`${def.type} has no screen: give its routes a base path`);
  const name = def.type;

  route(app, {
    method: 'POST',
    url: `${base}/page`,
    permission: p.menu,
    summary: `${name}: a page of documents (bill no, status, date range, warehouse)`,
    tags,
    body: def.pageQuery ?? documentPageQuery,
    handler: ({ db, auth, body }) =>
      documentPage(db, auth.belongId, def, body as DocumentPageQuery, def.pageWhere?.(body as Record<string, unknown>, auth.belongId)),
  });

  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    permission: p.menu,
    summary: `${name}: one document with its lines and audit trail`,
    tags,
    params: z.object({ id: wireId }),
    handler: ({ db, auth, params }) => documentDetail(db, auth.belongId, def, params.id),
  });

  if (p.add) {
    route(app, {
      method: 'PUT',
      url: `${base}/add`,
      permission: p.add,
      summary: `${name}: add a draft`,
      tags,
      body: def.body,
      handler: ({ db, auth, body, request }) =>
        saveDocument(db, actorOf(auth), def, { ...(body as SaveBody), id: undefined }, idempotencyOf(request, body)),
    });
  }

  if (p.edit) {
    route(app, {
      method: 'POST',
      url: `${base}/update`,
      permission: p.edit,
      summary: `${name}: change a draft (id and the version you loaded)`,
      tags,
      body: def.body,
      handler: ({ db, auth, body, request }) => {
        const save = body as SaveBody;
        if (save.id === undefined) throw fail.field('id', 'document.idRequired');
        return saveDocument(db, actorOf(auth), def, save, idempotencyOf(request, body));
      },
    });
  }

  if (p.delete) {
    route(app, {
      method: 'DELETE',
      url: base,
      permission: p.delete,
      summary: `${name}: delete drafts (ids=1,2,3)`,
      tags,
      query: documentIdsQuery,
      handler: ({ db, auth, query, request }) => deleteDocuments(db, actorOf(auth), def, query.ids, idempotencyOf(request, query)),
    });
  }

  const used = operationsOf(def);
  for (const operation of used) {
    const segment = operationPath(operation);
    const key = PERMISSION_OF[operation];
    const permission = key ? p[key] : undefined;
    if (!segment || !permission) continue;
    route(app, {
      method: 'POST',
      url: `${base}/${segment}`,
      permission,
      summary: `${name}: ${operation}`,
      tags,
      body: documentOperateBody,
      handler: ({ db, auth, body, request }) => operateDocument(db, actorOf(auth), def, operation, body, idempotencyOf(request, body)),
    });
  }

  if (p.export) defineDocumentExport(app, def, base, p.export);

  const batches: [DocumentOperation, string, string | undefined][] = [
    ['COMPLETE', 'batchComplete', p.complete],
    ['CLOSE', 'batchClose', p.close],
  ];
  for (const [operation, segment, permission] of batches) {
    if (!used.has(operation) || !permission) continue;
    route(app, {
      method: 'POST',
      url: `${base}/${segment}`,
      permission,
      summary: `${name}: ${operation} several documents; a result per document`,
      tags,
      body: documentBatchBody,
      handler: ({ db, auth, body, request, lang }) =>
        batchOperate(db, actorOf(auth), def, operation, body, lang, idempotencyOf(request, body)),
    });
  }
}
