import {
  CUSTOMER_DOCUMENT_MAX,
  customerDocumentAttachBody,
  customerDocumentQuery,
  customerListAccountBody,
  customerListByQueryBody,
  customerListQuery,
  customerPageQuery,
  customerQuickSearchBody,
  customerSaveBody,
  customerStatusBody,
  customerValidateUniqueBody,
  idText,
  supplierListBody,
  supplierPageBody,
  supplierSaveBody,
  supplierStatusBody,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../platform/config';
import { contentDisposition } from '../../platform/excel/index';
import { type FileStore, fileStoreOf } from '../../platform/files/index';
import { AUTHENTICATED, route } from '../../platform/http/route';
import { saveCustomer, setCustomerStatus, validateCustomerDraft } from './customer.service';
import { attachCustomerDocument, customerDocumentContent, customerDocuments, removeCustomerDocument } from './customer-document';
import {
  customerAccounts,
  customerDetail,
  customerListByQuery,
  customerOptions,
  customerPage,
  isCustomerValueUnique,
  searchCustomers,
} from './customer-query.service';
import { partnerExcelRoutes } from './partner.excel';
import { toId } from './partner-common';
import { deleteSuppliers, saveSupplier, setSupplierStatus, supplierDetail, supplierOptions, supplierPage } from './supplier.service';

const idParams = z.object({ id: idText });
const idsQuery = z.object({
  ids: z
    .string()
    .min(1)
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(z.array(idText).min(1).max(500)),
});

const CUSTOMER_READ = '/wholesale/customer';
const CUSTOMER_EDIT = 'wholesale:customer:edit';
const SUPPLIER_READ = '/purchase/supplier';

export function partnerRoutes(app: FastifyInstance, config: Config): void {
  customerRoutes(app);
  customerDocumentRoutes(app, fileStoreOf(config));
  supplierRoutes(app);
  partnerExcelRoutes(app, config);
}

/** Customer calls of spec §7 (/api/customer/jcCustomerInfo/…), scoped to the active business group. */
function customerRoutes(app: FastifyInstance): void {
  const tags = ['customer'];
  const base = '/api/customer/jcCustomerInfo';

  route(app, {
    method: 'GET',
    url: `${base}/page`,
    permission: CUSTOMER_READ,
    summary: 'Customers, newest first: keyword (code/mnemonic prefix, name, phone), status, type, area, salesperson',
    tags,
    query: customerPageQuery,
    handler: ({ db, auth, query }) => customerPage(db, auth.belongId, query),
  });

  route(app, {
    method: 'POST',
    url: `${base}/page2`,
    permission: CUSTOMER_READ,
    summary: 'The customer page with the filters in the body',
    tags,
    body: customerPageQuery,
    handler: ({ db, auth, body }) => customerPage(db, auth.belongId, body),
  });

  route(app, {
    method: 'POST',
    url: `${base}/customerInfoValidate`,
    permission: CUSTOMER_READ,
    summary: 'Check a customer draft as a save would, without saving; field errors in `errors`',
    tags,
    body: customerSaveBody,
    handler: ({ db, auth, body }) => validateCustomerDraft(db, auth, body),
  });

  route(app, {
    method: 'PUT',
    url: `${base}/save`,
    permission: CUSTOMER_READ,
    summary: 'Add (wholesale:customer:add) or update (wholesale:customer:edit) a customer with billing info and addresses',
    tags,
    body: customerSaveBody,
    handler: ({ db, auth, body }) => saveCustomer(db, auth, body),
  });

  route(app, {
    method: 'PUT',
    url: `${base}/status`,
    permission: 'wholesale:customer:status',
    summary: 'Set the status of customers: NORMAL, DISABLED, STOPPED or CLOSED (final)',
    tags,
    body: customerStatusBody,
    handler: ({ db, auth, body }) => setCustomerStatus(db, auth, body),
  });

  route(app, {
    method: 'GET',
    url: `${base}/itemList/:id`,
    permission: CUSTOMER_READ,
    summary: 'One customer with its delivery addresses',
    tags,
    params: idParams,
    handler: ({ db, auth, params }) => customerDetail(db, auth.belongId, toId(params.id)),
  });

  route(app, {
    method: 'GET',
    url: `${base}/list`,
    // The customer names on every wholesale screen (a warehouse clerk picking a sale too):
    // code, name, mnemonic and status of the active group's customers, without the phone,
    // so open to anyone signed in.
    permission: AUTHENTICATED,
    summary: 'Customers for pickers (anyone signed in, the active group only, no phone): all, or only NORMAL ones',
    tags,
    query: customerListQuery,
    handler: ({ db, auth, query }) => customerOptions(db, auth.belongId, query.status),
  });

  route(app, {
    method: 'POST',
    url: `${base}/listAccount`,
    permission: CUSTOMER_READ,
    summary: 'Customers with their receivable and credit summaries',
    tags,
    body: customerListAccountBody,
    handler: ({ db, auth, body }) => customerAccounts(db, auth.belongId, body),
  });

  route(app, {
    method: 'POST',
    url: `${base}/quickSearch`,
    permission: CUSTOMER_READ,
    summary: 'Find customers by code or mnemonic prefix, name or phone; exact code first',
    tags,
    body: customerQuickSearchBody,
    handler: ({ db, auth, body }) => searchCustomers(db, auth.belongId, body),
  });

  route(app, {
    method: 'POST',
    url: `${base}/listByQuery`,
    permission: CUSTOMER_READ,
    summary: 'Customers matching the filters (or ids), without paging, at most 500',
    tags,
    body: customerListByQueryBody,
    handler: ({ db, auth, body }) => customerListByQuery(db, auth.belongId, body),
  });

  route(app, {
    method: 'POST',
    url: `${base}/validateUnique`,
    permission: CUSTOMER_READ,
    summary: 'Whether a customer code or name is still free in the business group',
    tags,
    body: customerValidateUniqueBody,
    handler: ({ db, auth, body }) => isCustomerValueUnique(db, auth.belongId, body),
  });
}

/**
 * Documents of a customer (客户附件): files uploaded through /api/shared/file/upload, then
 * attached. Listing and downloading need the customer screen; attaching and removing need its
 * edit button, as editing the customer's addresses does.
 */
function customerDocumentRoutes(app: FastifyInstance, store: FileStore): void {
  const tags = ['customer'];
  const base = '/api/customer/jcCustomerInfo/document';

  route(app, {
    method: 'GET',
    url: `${base}/list/:id`,
    permission: CUSTOMER_READ,
    summary: 'The documents attached to a customer, newest first, with who attached them',
    tags,
    params: idParams,
    handler: ({ db, auth, params }) => customerDocuments(db, auth.belongId, toId(params.id)),
  });

  route(app, {
    method: 'POST',
    url: base,
    permission: CUSTOMER_EDIT,
    summary: `Attach an uploaded file of the active group to a customer (at most ${CUSTOMER_DOCUMENT_MAX} each)`,
    tags,
    body: customerDocumentAttachBody,
    handler: ({ db, auth, body }) => attachCustomerDocument(db, auth, body),
  });

  route(app, {
    method: 'DELETE',
    url: base,
    permission: CUSTOMER_EDIT,
    summary: 'Remove a document of a customer: detaches it and deletes the stored file',
    tags,
    query: customerDocumentQuery,
    handler: ({ db, auth, query }) => removeCustomerDocument(db, store, auth, toId(query.customerId), toId(query.id)),
  });

  route(app, {
    method: 'GET',
    url: `${base}/download`,
    permission: CUSTOMER_READ,
    summary: 'Download a document of a customer of the active group',
    tags,
    query: customerDocumentQuery,
    raw: true,
    handler: async ({ db, auth, query, reply }) => {
      const file = await customerDocumentContent(db, store, auth.belongId, toId(query.customerId), toId(query.id));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  });
}

/** Supplier calls of the basic service (spec §7), scoped to the active business group. */
function supplierRoutes(app: FastifyInstance): void {
  const tags = ['basic: suppliers'];
  const base = '/api/basic/supplier';

  route(app, {
    method: 'POST',
    url: `${base}/page`,
    permission: SUPPLIER_READ,
    summary: 'Suppliers, newest first: keyword (code/mnemonic prefix, name, phone, tax ID), status, taxpayer type, type',
    tags,
    body: supplierPageBody,
    handler: ({ db, auth, body }) => supplierPage(db, auth.belongId, body),
  });

  route(app, {
    method: 'POST',
    url: `${base}/list`,
    // A picker on every purchasing screen (a warehouse clerk's receipt too): code, name,
    // mnemonic and status of the active group's suppliers only, so open to anyone signed in.
    permission: AUTHENTICATED,
    summary: 'Suppliers for pickers (anyone signed in, the active group only): enabled ones (ENABLE) or all (ALL)',
    tags,
    body: supplierListBody,
    handler: ({ db, auth, body }) => supplierOptions(db, auth.belongId, body),
  });

  route(app, {
    method: 'PUT',
    url: base,
    permission: SUPPLIER_READ,
    summary: 'Add (purchase:supplier:add) or update (purchase:supplier:edit) a supplier',
    tags,
    body: supplierSaveBody,
    handler: ({ db, auth, body }) => saveSupplier(db, auth, body),
  });

  route(app, {
    method: 'PUT',
    url: `${base}/status`,
    permission: 'purchase:supplier:status',
    summary: 'Enable or disable suppliers',
    tags,
    body: supplierStatusBody,
    handler: ({ db, auth, body }) => setSupplierStatus(db, auth, body),
  });

  route(app, {
    method: 'DELETE',
    url: base,
    permission: 'purchase:supplier:status',
    summary: 'Delete suppliers (ids=1,2); one used by a document is disabled instead',
    tags,
    query: idsQuery,
    handler: ({ db, auth, query }) => deleteSuppliers(db, auth, query.ids),
  });

  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    permission: SUPPLIER_READ,
    summary: 'One supplier',
    tags,
    params: idParams,
    handler: ({ db, auth, params }) => supplierDetail(db, auth.belongId, toId(params.id)),
  });
}
