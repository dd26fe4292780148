// The print module's public face: print templates and the print data of documents.
export { PRINT_MESSAGES } from './print.messages';
export { printRoutes } from './print.routes';
export { seedPrintTemplates } from './print.seed';
export { printDocuments } from './print-data.service';
export { printTemplate } from './print-template.schema';
