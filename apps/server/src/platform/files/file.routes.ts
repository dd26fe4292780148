import { FILE_MAX_BYTES, fileIdQuery, fileUploadQuery } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { contentDisposition } from '../excel/index';
import { AUTHENTICATED, route } from '../http/route';
import { deleteFile, downloadFile, uploadFile } from './file.service';
import { fileStoreOf } from './file-store';

/**
 * Local file upload, delete and download (spec §7 shared calls). The upload is the file's raw
 * bytes as `application/octet-stream` (the body parser the .xlsx import registers; the
 * signature covers their SHA-256), so, as for every route, the session and the permission are
 * checked from the headers before a byte is read, and the route's own limit caps the body.
 * Files belong to the active business group; another group's id answers not found.
 */
export function fileRoutes(app: FastifyInstance, config: Config): void {
  const store = fileStoreOf(config);
  const tags = ['shared: files'];

  route(app, {
    method: 'POST',
    url: '/api/shared/file/upload',
    permission: AUTHENTICATED,
    summary: 'Upload a file (raw bytes, application/octet-stream; fileName in the query): at most 10 MB, images, PDF, .xlsx, .docx',
    tags,
    query: fileUploadQuery,
    // A little above the limit, so a file just over it gets the field message, not a bare 413.
    bodyLimit: FILE_MAX_BYTES + 1024,
    handler: ({ db, auth, query, request }) => {
      if (!Buffer.isBuffer(request.body)) throw new Error('file upload without a binary body');
      return uploadFile(db, store, auth, query.fileName, request.body);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/shared/file/delete',
    permission: AUTHENTICATED,
    summary: 'Delete a file the caller uploaded (active business group)',
    tags,
    query: fileIdQuery,
    handler: ({ db, auth, query }) => deleteFile(db, store, auth, Number(query.id)),
  });

  route(app, {
    method: 'GET',
    url: '/api/shared/file/download',
    permission: AUTHENTICATED,
    summary: 'Download a file of the active business group',
    tags,
    query: fileIdQuery,
    raw: true,
    handler: async ({ db, auth, query, reply }) => {
      const file = await downloadFile(db, store, auth, Number(query.id));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/shared/oss/host',
    permission: AUTHENTICATED,
    summary: 'Where uploads go: local (the data folder) or s3 (FILE_STORAGE_URL); uploads always pass through this server',
    tags,
    handler: async () => ({ storage: store.kind, host: null, uploadUrl: '/api/shared/file/upload' }),
  });
}
