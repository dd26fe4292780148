import { processConfigLogQuery, processConfigResetBody, processConfigSaveBody } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { processConfigList, processConfigLogPage, resetProcessConfig, saveProcessConfig } from './process-config.service';

/** 流程配置: per document type of the active business group; the change log beside it. */
export function processConfigRoutes(app: FastifyInstance): void {
  const tags = ['basic: process configuration'];
  const base = '/api/basic/processConfig';
  route(app, {
    method: 'POST',
    url: `${base}/list`,
    permission: '/system/processConfig',
    summary: "Every reviewed document type with the active group's settings (its own, or the business configuration's)",
    tags,
    handler: ({ db, auth }) => processConfigList(db, auth),
  });
  route(app, {
    method: 'PUT',
    url: base,
    permission: 'system:processConfig:edit',
    summary: 'Set one document type: review policy and reviewers, picking required, receipt needs an order (logged)',
    tags,
    body: processConfigSaveBody,
    handler: ({ db, auth, body }) => saveProcessConfig(db, auth, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/reset`,
    permission: 'system:processConfig:edit',
    summary: 'One document type follows the business configuration again (logged)',
    tags,
    body: processConfigResetBody,
    handler: ({ db, auth, body }) => resetProcessConfig(db, auth, body.documentType),
  });
  route(app, {
    method: 'POST',
    url: `${base}/log/page`,
    permission: '/system/processConfig',
    summary: 'The change log of the process configuration: who, when, each setting old → new; newest first',
    tags,
    body: processConfigLogQuery,
    handler: ({ db, auth, body }) => processConfigLogPage(db, auth, body),
  });
}
