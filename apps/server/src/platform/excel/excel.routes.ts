import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

export function excelRoutes(_app: FastifyInstance, _config: Config): void {}
