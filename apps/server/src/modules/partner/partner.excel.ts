import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config';
import { customerExcelRoutes } from './customer.excel';
import { supplierExcelRoutes } from './supplier.excel';

/** Customer and supplier exports and imports, through the download center (platform/excel). */
export function partnerExcelRoutes(app: FastifyInstance, _config: Config): void {
  customerExcelRoutes(app);
  supplierExcelRoutes(app);
}
