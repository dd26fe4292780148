import { excelTaskPageBody, IMPORT_MAX_BYTES, idsQuery, idText, XLSX_CONTENT_TYPE } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';
import { AUTHENTICATED, route } from '../http/route';
import { contentDisposition, sha256HexOfBytes } from './excel-file';
import { registerExcelJobs } from './excel-jobs';
import { deleteTasks, importErrorFile, pageTasks, taskDownload, taskOfCaller } from './excel-task.service';

/**
 * Binary bodies (an .xlsx upload). Browsers label a .csv or an old .xls with these types
 * too; accepting them lets the import answer "only .xlsx" instead of a bare 415.
 */
const BINARY_TYPES = [XLSX_CONTENT_TYPE, 'application/octet-stream', 'application/vnd.ms-excel', 'text/csv'];

const DOWNLOAD_CENTER = '/system/downloadCenter';
const taskIdParam = z.object({ id: idText });
const taskIdQuery = z.object({ taskId: idText });

export function excelRoutes(app: FastifyInstance, _config: Config): void {
  // The signature covers a binary body through its digest: the signed payload is the
  // lowercase hex SHA-256 of the bytes (see README).
  app.addContentTypeParser(BINARY_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (request, body, done) => {
    request.rawBody = sha256HexOfBytes(body as Buffer);
    done(null, body);
  });
  registerExcelJobs();

  route(app, {
    method: 'POST',
    url: '/api/shared/excelTask/page',
    permission: DOWNLOAD_CENTER,
    summary: 'Download center: the caller’s export and import tasks, newest first',
    tags: ['shared'],
    body: excelTaskPageBody,
    handler: ({ db, auth, body }) => pageTasks(db, auth, body),
  });

  route(app, {
    method: 'GET',
    url: '/api/shared/excelTask/:id/download',
    permission: DOWNLOAD_CENTER,
    summary: 'Download a task’s file: the export, or an import’s error list (owner only)',
    tags: ['shared'],
    params: taskIdParam,
    raw: true,
    handler: async ({ db, auth, params, reply }) => {
      const file = await taskDownload(db, auth, Number(params.id));
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', contentDisposition(file.name))
        .send(file.content);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/shared/excelTask',
    permission: DOWNLOAD_CENTER,
    summary: 'Delete the caller’s tasks and their files (ids=1,2)',
    tags: ['shared'],
    query: idsQuery,
    handler: ({ db, auth, query }) => deleteTasks(db, auth, query.ids.map(Number)),
  });

  route(app, {
    method: 'GET',
    url: '/api/shared/excelTask/:id',
    permission: AUTHENTICATED,
    summary: 'One of the caller’s own export or import tasks (the import dialog follows its progress)',
    tags: ['shared'],
    params: taskIdParam,
    handler: ({ db, auth, params }) => taskOfCaller(db, auth, Number(params.id)),
  });

  route(app, {
    method: 'GET',
    url: '/api/product/genericExcelFile/error/exportExcel',
    permission: AUTHENTICATED,
    summary: 'The error list of one of the caller’s imports (row, column, value, reason)',
    tags: ['excel'],
    query: taskIdQuery,
    raw: true,
    handler: async ({ db, auth, query, reply }) => {
      const file = await importErrorFile(db, auth, Number(query.taskId));
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', contentDisposition(file.name))
        .send(file.content);
    },
  });
}
