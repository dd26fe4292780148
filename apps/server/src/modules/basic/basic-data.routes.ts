import {
  basicStatusBody,
  businessConfigQueryBody,
  businessConfigUpdateBody,
  companyAccountAddBody,
  companyAccountListBody,
  companyAccountPageBody,
  companyAccountUpdateBody,
  currencyAddBody,
  currencyCode,
  currencyListBody,
  currencyUpdateBody,
  dictItemAddBody,
  dictItemListBody,
  dictItemUpdateBody,
  exchangeRateAddBody,
  exchangeRatePageBody,
  exchangeRateUpdateBody,
  getExchangeRateBody,
  idsQuery,
  idText,
  subDistrictQuery,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../platform/config';
import { defineExport } from '../../platform/excel';
import { AUTHENTICATED, route } from '../../platform/http/route';
import {
  addCompanyAccount,
  companyAccountDetail,
  companyAccountList,
  companyAccountOptions,
  companyAccountPage,
  deleteCompanyAccounts,
  setCompanyAccountStatus,
  updateCompanyAccount,
} from './basic-data.account.service';
import { activeConfig, configById, configPage, configQuery, resetBusinessConfig, updateBusinessConfig } from './basic-data.config.service';
import {
  addCurrency,
  addExchangeRate,
  currencyByCode,
  currencyList,
  deleteExchangeRates,
  exchangeRateOn,
  exchangeRatePage,
  setCurrencyStatus,
  updateCurrency,
  updateExchangeRate,
} from './basic-data.currency.service';
import { addDictItem, dictItemList, dictTypeList, setDictItemStatus, updateDictItem } from './basic-data.dict.service';
import { COMPANY_ACCOUNT_EXPORT, CURRENCY_EXPORT, DICT_ITEM_EXPORT, EXCHANGE_RATE_EXPORT, GEO_EXPORT } from './basic-data.export';
import { countries, subDistricts, worldAll } from './basic-data.geo.service';
import { toId } from './basic-data.support';

const idParams = z.object({ id: idText });

/**
 * Basic-service calls (spec §7) for basic data. Reads of the maintenance screens need
 * '/system/basicData', writes its add / edit / status buttons (delete needs edit: the screen has
 * no delete button). Currencies, rates, dictionaries, geo and the account picker are open to
 * every signed-in user: every form needs them. The configuration needs '/system/businessConfig'
 * and its edit button.
 */
export function basicDataRoutes(app: FastifyInstance, _config: Config): void {
  dictRoutes(app);
  currencyRoutes(app);
  geoRoutes(app);
  configRoutes(app);
  accountRoutes(app);
}

function dictRoutes(app: FastifyInstance): void {
  const tags = ['basic: dictionaries'];
  route(app, {
    method: 'POST',
    url: '/api/basic/dictItem/list',
    permission: AUTHENTICATED,
    summary: 'The items of one dictionary ({dictType}: UNIT, CUSTOMER_TYPE, PAYMENT_METHOD, AREA …), by sort',
    tags,
    body: dictItemListBody,
    handler: ({ db, body, lang }) => dictItemList(db, body, lang),
  });
  route(app, {
    method: 'POST',
    url: '/api/basic/dictType/list',
    permission: '/system/basicData',
    summary: 'The dictionaries, with how many items each has',
    tags,
    handler: ({ db }) => dictTypeList(db),
  });
  route(app, {
    method: 'PUT',
    url: '/api/basic/dictItem/add',
    permission: 'system:basicData:add',
    summary: 'Add an item to a dictionary; codes unique within the dictionary',
    tags,
    body: dictItemAddBody,
    handler: ({ db, body, lang }) => addDictItem(db, body, lang),
  });
  route(app, {
    method: 'POST',
    url: '/api/basic/dictItem/update',
    permission: 'system:basicData:edit',
    summary: 'Update a dictionary item',
    tags,
    body: dictItemUpdateBody,
    handler: ({ db, body, lang }) => updateDictItem(db, body, lang),
  });
  route(app, {
    method: 'PUT',
    url: '/api/basic/dictItem/status',
    permission: 'system:basicData:status',
    summary: 'Enable or disable dictionary items',
    tags,
    body: basicStatusBody,
    handler: async ({ db, body }) => {
      await setDictItemStatus(db, body.ids, body.status);
      return null;
    },
  });
}

function currencyRoutes(app: FastifyInstance): void {
  const tags = ['basic: currencies'];
  route(app, {
    method: 'POST',
    url: '/api/basic/currency/list',
    permission: AUTHENTICATED,
    summary: 'Currencies, by code; enabled only unless includeDisabled',
    tags,
    body: currencyListBody,
    handler: ({ db, body }) => currencyList(db, body),
  });
  route(app, {
    method: 'GET',
    url: '/api/basic/currency/queryByCode/:code',
    permission: AUTHENTICATED,
    summary: 'One currency by its ISO 4217 code',
    tags,
    params: z.object({ code: currencyCode }),
    handler: ({ db, params }) => currencyByCode(db, params.code),
  });
  route(app, {
    method: 'PUT',
    url: '/api/basic/currency/add',
    permission: 'system:basicData:add',
    summary: 'Add a currency',
    tags,
    body: currencyAddBody,
    handler: ({ db, body }) => addCurrency(db, body),
  });
  route(app, {
    method: 'POST',
    url: '/api/basic/currency/update',
    permission: 'system:basicData:edit',
    summary: 'Update a currency (the code stays)',
    tags,
    body: currencyUpdateBody,
    handler: ({ db, body }) => updateCurrency(db, body),
  });
  route(app, {
    method: 'PUT',
    url: '/api/basic/currency/status',
    permission: 'system:basicData:status',
    summary: 'Enable or disable currencies',
    tags,
    body: basicStatusBody,
    handler: async ({ db, body }) => {
      await setCurrencyStatus(db, body.ids, body.status);
      return null;
    },
  });

  const rateTags = ['basic: exchange rates'];
  route(app, {
    method: 'POST',
    url: '/api/basic/partnerCurrency/getExchangeRate',
    permission: AUTHENTICATED,
    summary: 'The rate from → to in force on a date (default today): the latest effective on or before it',
    tags: rateTags,
    body: getExchangeRateBody,
    handler: ({ db, body }) => exchangeRateOn(db, body.from, body.to, body.date),
  });
  route(app, {
    method: 'POST',
    url: '/api/basic/partnerCurrency/page',
    permission: '/system/basicData',
    summary: 'Exchange rates, newest effective date first',
    tags: rateTags,
    body: exchangeRatePageBody,
    handler: ({ db, body }) => exchangeRatePage(db, body),
  });
  route(app, {
    method: 'PUT',
    url: '/api/basic/partnerCurrency/add',
    permission: 'system:basicData:add',
    summary: 'Add an exchange rate (> 0) effective from a date; one per pair and date',
    tags: rateTags,
    body: exchangeRateAddBody,
    handler: ({ db, auth, body }) => addExchangeRate(db, auth, body),
  });
  route(app, {
    method: 'POST',
    url: '/api/basic/partnerCurrency/update',
    permission: 'system:basicData:edit',
    summary: 'Correct an exchange rate (> 0)',
    tags: rateTags,
    body: exchangeRateUpdateBody,
    handler: ({ db, body }) => updateExchangeRate(db, body),
  });
  route(app, {
    method: 'DELETE',
    url: '/api/basic/partnerCurrency',
    permission: 'system:basicData:edit',
    summary: 'Delete exchange rates (?ids=)',
    tags: rateTags,
    query: idsQuery,
    handler: async ({ db, query }) => {
      await deleteExchangeRates(db, query.ids);
      return null;
    },
  });
}

function geoRoutes(app: FastifyInstance): void {
  const tags = ['basic: geo'];
  route(app, {
    method: 'GET',
    url: '/api/basic/geo/country',
    permission: AUTHENTICATED,
    summary: 'Countries',
    tags,
    handler: ({ db }) => countries(db),
  });
  route(app, {
    method: 'GET',
    url: '/api/basic/geo/subDistrict',
    permission: AUTHENTICATED,
    summary: 'The areas directly under one (?parentId=geoId): provinces of a country, cities of a province',
    tags,
    query: subDistrictQuery,
    handler: ({ db, query }) => subDistricts(db, toId(query.parentId)),
  });
  route(app, {
    method: 'GET',
    url: '/api/basic/geo/worldAll',
    permission: AUTHENTICATED,
    summary: 'The whole geo tree (countries → provinces → cities)',
    tags,
    handler: ({ db }) => worldAll(db),
  });
}

function configRoutes(app: FastifyInstance): void {
  const tags = ['basic: business configuration'];
  const base = '/api/basic/sysBusinessConfig';
  route(app, {
    method: 'POST',
    url: `${base}/page`,
    permission: '/system/businessConfig',
    summary: "A page of configurations: the active business group's (one row per group)",
    tags,
    body: businessConfigQueryBody,
    handler: ({ db, auth, body }) => configPage(db, auth, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/list`,
    permission: '/system/businessConfig',
    summary: "The configurations the caller may see: the active business group's",
    tags,
    body: businessConfigQueryBody.partial().optional(),
    handler: ({ db, auth, body }) => configQuery(db, auth, body?.businessGroupId),
  });
  route(app, {
    method: 'POST',
    url: `${base}/getOne`,
    permission: '/system/businessConfig',
    summary: "The active business group's configuration (created with the defaults on first read)",
    tags,
    handler: ({ db, auth }) => activeConfig(db, auth),
  });
  route(app, {
    method: 'POST',
    url: `${base}/findByQuery`,
    permission: '/system/businessConfig',
    summary: 'The configuration matching the query ({businessGroupId?}), or null',
    tags,
    body: businessConfigQueryBody.partial().optional(),
    handler: async ({ db, auth, body }) => (await configQuery(db, auth, body?.businessGroupId))[0] ?? null,
  });
  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    permission: '/system/businessConfig',
    summary: "One configuration by id (only the active business group's)",
    tags,
    params: idParams,
    handler: ({ db, auth, params }) => configById(db, auth, toId(params.id)),
  });
  route(app, {
    method: 'PUT',
    url: base,
    permission: 'system:businessConfig:edit',
    summary: 'Change the settings the body names; `version` guards against overwriting a newer save',
    tags,
    body: businessConfigUpdateBody,
    handler: ({ db, auth, body }) => updateBusinessConfig(db, auth, body),
  });
  route(app, {
    method: 'DELETE',
    url: base,
    permission: 'system:businessConfig:edit',
    summary: "Reset the active business group's configuration to the defaults",
    tags,
    handler: ({ db, auth }) => resetBusinessConfig(db, auth),
  });
}

function accountRoutes(app: FastifyInstance): void {
  const tags = ['basic: company accounts'];
  const base = '/api/basic/companyAccount';
  route(app, {
    method: 'POST',
    url: `${base}/page`,
    permission: '/system/basicData',
    summary: 'Company accounts of the active business group, a page',
    tags,
    body: companyAccountPageBody,
    handler: ({ db, auth, body }) => companyAccountPage(db, auth, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/list`,
    permission: '/system/basicData',
    summary: 'Company accounts of the active business group, filtered',
    tags,
    body: companyAccountListBody,
    handler: ({ db, auth, body }) => companyAccountList(db, auth, body),
  });
  route(app, {
    method: 'GET',
    url: `${base}/itemList`,
    permission: AUTHENTICATED,
    summary: 'Enabled company accounts for pickers (collections, payments)',
    tags,
    handler: ({ db, auth }) => companyAccountOptions(db, auth),
  });
  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    permission: '/system/basicData',
    summary: 'One company account',
    tags,
    params: idParams,
    handler: ({ db, auth, params }) => companyAccountDetail(db, auth, toId(params.id)),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/add`,
    permission: 'system:basicData:add',
    summary: 'Add a company account; the account number has at most 20 characters and is unique in the group',
    tags,
    body: companyAccountAddBody,
    handler: ({ db, auth, body }) => addCompanyAccount(db, auth, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/update`,
    permission: 'system:basicData:edit',
    summary: 'Update a company account',
    tags,
    body: companyAccountUpdateBody,
    handler: ({ db, auth, body }) => updateCompanyAccount(db, auth, body),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/status`,
    permission: 'system:basicData:status',
    summary: 'Enable or disable company accounts',
    tags,
    body: basicStatusBody,
    handler: async ({ db, auth, body }) => {
      await setCompanyAccountStatus(db, auth, body.ids, body.status);
      return null;
    },
  });
  route(app, {
    method: 'DELETE',
    url: base,
    permission: 'system:basicData:edit',
    summary: 'Delete company accounts (?ids=)',
    tags,
    query: idsQuery,
    handler: async ({ db, auth, query }) => {
      await deleteCompanyAccounts(db, auth, query.ids);
      return null;
    },
  });

  defineExport(app, COMPANY_ACCOUNT_EXPORT);
  defineExport(app, DICT_ITEM_EXPORT);
  defineExport(app, CURRENCY_EXPORT);
  defineExport(app, EXCHANGE_RATE_EXPORT);
  defineExport(app, GEO_EXPORT);
}
