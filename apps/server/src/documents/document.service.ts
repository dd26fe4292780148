// The document engine's service face: save, operate, reverse, bulk; hooks' helpers.

export { batchOperate, createAndPost, type OperateInput, operateDocument, operateInTx } from './document-operation';
export { type AuditEntry, deleteDocuments, parseSaveBody, type SaveBody, saveDocument, saveInTx, toDraft } from './document-save';
export { type LineCost, lineCostWrites, recordLineCosts } from './line-costs';
