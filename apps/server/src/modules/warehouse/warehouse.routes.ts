import {
  getWarehouseBody,
  idsQuery,
  idText,
  locationAddBody,
  locationListBody,
  locationPageBody,
  locationUpdateBody,
  logicalWarehouseAddBody,
  logicalWarehouseListBody,
  logicalWarehousePageBody,
  logicalWarehouseUpdateBody,
  physicalWarehouseAddBody,
  physicalWarehouseListBody,
  physicalWarehousePageBody,
  physicalWarehouseUpdateBody,
  WAREHOUSE_TYPES,
  warehouseStatusBody,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../platform/config';
import { AUTHENTICATED, route } from '../../platform/http/route';
import {
  addLogicalWarehouse,
  defaultLogicalWarehouse,
  deleteLogicalWarehouses,
  employeeGroupsWithWarehouses,
  logicalWarehouseDetail,
  logicalWarehouseList,
  logicalWarehouseOptions,
  logicalWarehousePage,
  setLogicalWarehouseStatus,
  updateLogicalWarehouse,
} from './logical-warehouse.service';
import {
  addPhysicalWarehouse,
  deletePhysicalWarehouses,
  physicalWarehouseDetail,
  physicalWarehouseList,
  physicalWarehouseOptions,
  physicalWarehousePage,
  setPhysicalWarehouseStatus,
  updatePhysicalWarehouse,
} from './physical-warehouse.service';
import { warehouseExportRoutes } from './warehouse.export';
import { toId } from './warehouse.support';
import {
  addLocation,
  deleteLocations,
  locationDetail,
  locationList,
  locationOptions,
  locationPage,
  setLocationStatus,
  updateLocation,
} from './warehouse-location.service';

const idParams = z.object({ id: idText });

/**
 * Warehouse calls of the stock service (spec §7). Reads need the screen, writes its buttons
 * (there is no delete button on these screens, so delete needs `edit`). Pickers (itemList,
 * getWarehouse, getEmployeeBusinessGroup) are open to every signed-in user: every document form
 * needs them. Everything is scoped to the active business group.
 */
export function warehouseRoutes(app: FastifyInstance, _config: Config): void {
  physicalRoutes(app);
  logicalRoutes(app);
  locationRoutes(app);
  warehouseExportRoutes(app);
}

function physicalRoutes(app: FastifyInstance): void {
  const tags = ['stock: physical warehouses'];
  const base = '/api/stock/centralWarehouse';
  route(app, {
    method: 'POST',
    url: `${base}/page`,
    permission: '/system/physicalWarehouse',
    summary: 'Physical warehouses of the active business group, a page',
    tags,
    body: physicalWarehousePageBody,
    handler: ({ db, auth, body }) => physicalWarehousePage(db, auth, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/list`,
    permission: '/system/physicalWarehouse',
    summary: 'Physical warehouses of the active business group, filtered, by code',
    tags,
    body: physicalWarehouseListBody,
    handler: ({ db, auth, body }) => physicalWarehouseList(db, auth, body),
  });
  route(app, {
    method: 'GET',
    url: `${base}/itemList`,
    permission: AUTHENTICATED,
    summary: 'Enabled physical warehouses for pickers',
    tags,
    handler: ({ db, auth }) => physicalWarehouseOptions(db, auth),
  });
  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    permission: '/system/physicalWarehouse',
    summary: 'One physical warehouse',
    tags,
    params: idParams,
    handler: ({ db, auth, params }) => physicalWarehouseDetail(db, auth, toId(params.id)),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/add`,
    permission: 'system:physicalWarehouse:add',
    summary: 'Add a physical warehouse; code and name unique in the business group',
    tags,
    body: physicalWarehouseAddBody,
    handler: ({ db, auth, body }) => addPhysicalWarehouse(db, auth, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/update`,
    permission: 'system:physicalWarehouse:edit',
    summary: 'Update a physical warehouse',
    tags,
    body: physicalWarehouseUpdateBody,
    handler: ({ db, auth, body }) => updatePhysicalWarehouse(db, auth, body),
  });
  route(app, {
    method: 'DELETE',
    url: base,
    permission: 'system:physicalWarehouse:edit',
    summary: 'Delete physical warehouses (?ids=); refused while a logical warehouse is located in one',
    tags,
    query: idsQuery,
    handler: async ({ db, auth, query }) => {
      await deletePhysicalWarehouses(db, auth, query.ids);
      return null;
    },
  });
  route(app, {
    method: 'PUT',
    url: `${base}/status`,
    permission: 'system:physicalWarehouse:status',
    summary: 'Enable or disable physical warehouses; disabling waits until their logical warehouses are disabled',
    tags,
    body: warehouseStatusBody,
    handler: async ({ db, auth, body }) => {
      await setPhysicalWarehouseStatus(db, auth, body.ids, body.status);
      return null;
    },
  });
}

function logicalRoutes(app: FastifyInstance): void {
  const tags = ['stock: logical warehouses'];
  const base = '/api/stock/businessCargoWarehouse';
  route(app, {
    method: 'POST',
    url: `${base}/page`,
    permission: '/system/logicalWarehouse',
    summary: 'Logical warehouses of the active business group, a page',
    tags,
    body: logicalWarehousePageBody,
    handler: ({ db, auth, body }) => logicalWarehousePage(db, auth, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/list`,
    permission: '/system/logicalWarehouse',
    summary: 'Logical warehouses of the active business group, filtered, by code',
    tags,
    body: logicalWarehouseListBody,
    handler: ({ db, auth, body }) => logicalWarehouseList(db, auth, body),
  });
  route(app, {
    method: 'GET',
    url: `${base}/itemList`,
    permission: AUTHENTICATED,
    summary: 'Enabled logical warehouses for pickers, with the defaults each one holds',
    tags,
    query: z.object({ type: z.enum(WAREHOUSE_TYPES).optional() }),
    handler: ({ db, auth, query }) => logicalWarehouseOptions(db, auth, query.type),
  });
  route(app, {
    method: 'POST',
    url: `${base}/getEmployeeBusinessGroup`,
    permission: AUTHENTICATED,
    summary: "The caller's business groups, each with its enabled logical warehouses",
    tags,
    handler: ({ db, auth }) => employeeGroupsWithWarehouses(db, auth),
  });
  route(app, {
    method: 'POST',
    url: `${base}/getWarehouse`,
    permission: AUTHENTICATED,
    summary: "One logical warehouse by id, or the group's default of a kind ({defaultKind}: null when none)",
    tags,
    body: getWarehouseBody,
    handler: ({ db, auth, body }) =>
      body.id !== undefined
        ? logicalWarehouseDetail(db, auth, toId(body.id))
        : defaultLogicalWarehouse(db, auth, body.defaultKind ?? 'SALE'),
  });
  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    permission: '/system/logicalWarehouse',
    summary: 'One logical warehouse',
    tags,
    params: idParams,
    handler: ({ db, auth, params }) => logicalWarehouseDetail(db, auth, toId(params.id)),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/add`,
    permission: 'system:logicalWarehouse:add',
    summary: 'Add a logical warehouse; a default flag set here moves that default from the other warehouse',
    tags,
    body: logicalWarehouseAddBody,
    handler: ({ db, auth, body }) => addLogicalWarehouse(db, auth, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/update`,
    permission: 'system:logicalWarehouse:edit',
    summary: 'Update a logical warehouse; flags left out keep their value',
    tags,
    body: logicalWarehouseUpdateBody,
    handler: ({ db, auth, body }) => updateLogicalWarehouse(db, auth, body),
  });
  route(app, {
    method: 'DELETE',
    url: base,
    permission: 'system:logicalWarehouse:edit',
    summary: 'Delete logical warehouses (?ids=); refused for a default, one with locations, or one in use',
    tags,
    query: idsQuery,
    handler: async ({ db, auth, query }) => {
      await deleteLogicalWarehouses(db, auth, query.ids);
      return null;
    },
  });
  route(app, {
    method: 'PUT',
    url: `${base}/status`,
    permission: 'system:logicalWarehouse:status',
    summary: 'Enable or disable logical warehouses; a default warehouse cannot be disabled',
    tags,
    body: warehouseStatusBody,
    handler: async ({ db, auth, body }) => {
      await setLogicalWarehouseStatus(db, auth, body.ids, body.status);
      return null;
    },
  });
}

function locationRoutes(app: FastifyInstance): void {
  const tags = ['stock: warehouse locations'];
  const base = '/api/stock/warehouseLocation';
  route(app, {
    method: 'POST',
    url: `${base}/page`,
    permission: '/system/location',
    summary: 'Locations of the active business group, a page',
    tags,
    body: locationPageBody,
    handler: ({ db, auth, body }) => locationPage(db, auth, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/list`,
    permission: '/system/location',
    summary: 'Locations of the active business group, filtered, by code',
    tags,
    body: locationListBody,
    handler: ({ db, auth, body }) => locationList(db, auth, body),
  });
  route(app, {
    method: 'GET',
    url: `${base}/itemList`,
    permission: AUTHENTICATED,
    summary: 'Enabled locations for pickers, of one logical warehouse when given',
    tags,
    query: z.object({ logicalWarehouseId: idText.optional() }),
    handler: ({ db, auth, query }) => locationOptions(db, auth, query.logicalWarehouseId),
  });
  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    permission: '/system/location',
    summary: 'One location',
    tags,
    params: idParams,
    handler: ({ db, auth, params }) => locationDetail(db, auth, toId(params.id)),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/add`,
    permission: 'system:location:add',
    summary: 'Add a location to a logical warehouse; codes unique in the business group',
    tags,
    body: locationAddBody,
    handler: ({ db, auth, body }) => addLocation(db, auth, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/update`,
    permission: 'system:location:edit',
    summary: 'Update a location',
    tags,
    body: locationUpdateBody,
    handler: ({ db, auth, body }) => updateLocation(db, auth, body),
  });
  route(app, {
    method: 'DELETE',
    url: base,
    permission: 'system:location:edit',
    summary: 'Delete locations (?ids=); refused for one in use',
    tags,
    query: idsQuery,
    handler: async ({ db, auth, query }) => {
      await deleteLocations(db, auth, query.ids);
      return null;
    },
  });
  route(app, {
    method: 'PUT',
    url: `${base}/status`,
    permission: 'system:location:status',
    summary: 'Enable or disable locations',
    tags,
    body: warehouseStatusBody,
    handler: async ({ db, auth, body }) => {
      await setLocationStatus(db, auth, body.ids, body.status);
      return null;
    },
  });
}
