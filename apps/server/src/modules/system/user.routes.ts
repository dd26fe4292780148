import {
  businessGroupBody,
  businessGroupPageBody,
  discountAuthBody,
  employeeAddBody,
  employeeBusinessGroupBody,
  employeeListBody,
  employeeOptionsBody,
  employeeRoleBody,
  employeeStatusBody,
  employeeUpdateBody,
  idsQuery,
  idText,
  menuBody,
  pageQuery,
  positionBody,
  resetPasswordBody,
  roleBody,
  rolePageQuery,
  roleStatusBody,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AUTHENTICATED, route } from '../../platform/http/route';
import {
  businessGroupPage,
  defaultGroupByPartnerCode,
  deptTree,
  employeeGroupLinkPage,
  groupsOfEmployee,
  myBusinessGroups,
  myGroups,
  saveBusinessGroup,
  toId,
} from './business-group.service';
import {
  addEmployee,
  assignRole,
  employeeDetail,
  employeeList,
  employeeOptions,
  getDiscountAuth,
  resetPassword,
  saveDiscountAuth,
  saveEmployeeGroups,
  setEmployeeStatus,
  updateEmployee,
} from './employee.service';
import { assignPositionsToRole, deletePositionsOfRole, positionList, savePosition } from './position.service';
import { deleteMenus, deleteRoles, grantableTree, roleDetail, rolePage, saveMenu, saveRole, setRoleStatus } from './role.service';

const wireId = idText;
const employeeIdQuery = z.object({ employeeId: wireId });

/** User and permission calls (spec §7) — roles, employees, positions, business groups. */
export function userRoutes(app: FastifyInstance): void {
  roleRoutes(app);
  employeeRoutes(app);
  positionRoutes(app);
  businessGroupRoutes(app);
}

function roleRoutes(app: FastifyInstance): void {
  const tags = ['user: roles'];
  route(app, {
    method: 'GET',
    url: '/api/user/componentPermissionsRole/page',
    permission: '/system/role',
    summary: 'Roles, newest first, with how many employees hold each',
    tags,
    query: rolePageQuery,
    handler: ({ db, auth, query, lang }) => rolePage(db, auth, query, lang),
  });

  route(app, {
    method: 'PUT',
    url: '/api/user/componentPermissionsRole',
    permission: '/system/role',
    summary: 'Create (system:role:add) or update (system:role:edit) a role; changing grants needs system:role:grant',
    tags,
    body: roleBody,
    handler: ({ db, auth, body, lang }) => saveRole(db, auth, body, lang),
  });

  route(app, {
    method: 'PUT',
    url: '/api/user/componentPermissionsRole/operStatus',
    permission: 'system:role:status',
    summary: 'Enable or disable a role; a disabled role grants nothing',
    tags,
    body: roleStatusBody,
    handler: async ({ db, auth, body }) => {
      await setRoleStatus(db, auth, body);
      return null;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/user/componentPermissionsRole',
    permission: 'system:role:delete',
    summary: 'Delete roles; built-in roles and roles assigned to employees are refused',
    tags,
    query: idsQuery,
    handler: async ({ db, auth, query }) => {
      await deleteRoles(db, auth, query.ids);
      return null;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/user/componentPermissionsRole/:id',
    permission: '/system/role',
    summary: 'One role with its granted menu and button ids',
    tags,
    params: z.object({ id: wireId }),
    handler: ({ db, auth, params, lang }) => roleDetail(db, auth, toId(params.id), lang),
  });

  route(app, {
    method: 'PUT',
    url: '/api/user/componentPermissionsMenu',
    permission: '/system/menu',
    summary: 'Create (system:menu:add) or update (system:menu:edit) a menu node an administrator added',
    tags,
    body: menuBody,
    handler: ({ db, auth, body }) => saveMenu(db, auth, body),
  });

  route(app, {
    method: 'DELETE',
    url: '/api/user/componentPermissionsMenu',
    permission: 'system:menu:delete',
    summary: 'Delete menu nodes; built-in nodes and nodes with children are refused',
    tags,
    query: idsQuery,
    handler: async ({ db, auth, query }) => {
      await deleteMenus(db, auth, query.ids);
      return null;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/user/employee/dhTopAuthority',
    permission: '/system/role',
    summary: 'The tree the caller may grant: all of it for the administrator, else what the caller holds',
    tags,
    handler: ({ db, auth, lang }) => grantableTree(db, auth, lang),
  });
}

function employeeRoutes(app: FastifyInstance): void {
  const tags = ['user: employees'];
  route(app, {
    method: 'POST',
    url: '/api/user/employee/list',
    permission: '/system/employee',
    summary: 'Employees of the active business group (administrator: all), newest first',
    tags,
    body: employeeListBody,
    handler: ({ db, auth, body, lang }) => employeeList(db, auth, body, lang),
  });

  route(app, {
    method: 'POST',
    url: '/api/user/employee/options',
    permission: AUTHENTICATED,
    summary: 'The people picker: id, code and name of the active business group’s employees (anyone signed in)',
    tags,
    body: employeeOptionsBody,
    handler: ({ db, auth, body }) => employeeOptions(db, auth, body),
  });

  route(app, {
    method: 'GET',
    url: '/api/user/employee/:id',
    permission: '/system/employee',
    summary: 'One employee (within the caller’s business groups)',
    tags,
    params: z.object({ id: idText }),
    handler: ({ db, auth, params, lang }) => employeeDetail(db, auth, Number(params.id), lang),
  });

  route(app, {
    method: 'POST',
    url: '/api/user/employee/dhAdd',
    permission: 'system:employee:add',
    summary: 'Add an employee with an initial password; authorization codes are stored hashed',
    tags,
    body: employeeAddBody,
    handler: ({ db, auth, body }) => addEmployee(db, auth, body),
  });

  route(app, {
    method: 'POST',
    url: '/api/user/employee/dhUpdate',
    permission: 'system:employee:edit',
    summary: 'Update an employee; an authorization code absent is kept, null is cleared',
    tags,
    body: employeeUpdateBody,
    handler: ({ db, auth, body }) => updateEmployee(db, auth, body),
  });

  route(app, {
    method: 'PUT',
    url: '/api/user/employee/status',
    permission: 'system:employee:status',
    summary: 'Enable or disable employees; disabling ends their sessions',
    tags,
    body: employeeStatusBody,
    handler: async ({ db, auth, body }) => {
      await setEmployeeStatus(db, auth, body);
      return null;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/user/employeeRole',
    permission: 'system:employee:assignRole',
    summary: 'Give employees a role (or none)',
    tags,
    body: employeeRoleBody,
    handler: async ({ db, auth, body }) => {
      await assignRole(db, auth, body);
      return null;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/user/userAccount/regainPassWord',
    permission: 'system:employee:resetPassword',
    summary: 'Reset a password to a new initial one; the employee’s sessions end',
    tags,
    body: resetPasswordBody,
    handler: async ({ db, auth, body }) => {
      await resetPassword(db, auth, body);
      return null;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/user/discountAuth',
    permission: '/system/employee',
    summary: 'An employee’s discount caps and whether a discount authorization code is set',
    tags,
    query: employeeIdQuery,
    handler: ({ db, auth, query }) => getDiscountAuth(db, auth, toId(query.employeeId)),
  });

  route(app, {
    method: 'PUT',
    url: '/api/user/discountAuth',
    permission: 'system:employee:edit',
    summary: 'Set an employee’s discount caps and discount authorization code',
    tags,
    body: discountAuthBody,
    handler: ({ db, auth, body }) => saveDiscountAuth(db, auth, body),
  });

  route(app, {
    method: 'POST',
    url: '/api/user/dept/deptTree',
    permission: AUTHENTICATED,
    summary: 'The business groups the caller can see, as a tree',
    tags,
    handler: ({ db, auth }) => deptTree(db, auth),
  });

  route(app, {
    method: 'POST',
    url: '/api/user/employeeBusinessGroup/page',
    permission: '/system/employee',
    summary: 'Employee–business group links within the caller’s groups',
    tags,
    body: pageQuery.extend({
      employeeId: wireId.optional(),
      businessGroupId: wireId.optional(),
      keyword: z.string().trim().max(50).optional(),
    }),
    handler: ({ db, auth, body }) => employeeGroupLinkPage(db, auth, body),
  });

  route(app, {
    method: 'PUT',
    url: '/api/user/employeeBusinessGroup/save',
    permission: 'system:employee:edit',
    summary: 'Replace an employee’s business groups and default group',
    tags,
    body: employeeBusinessGroupBody,
    handler: ({ db, auth, body }) => saveEmployeeGroups(db, auth, body),
  });

  route(app, {
    method: 'GET',
    url: '/api/user/employeeBusinessGroup/listByUserV2',
    permission: AUTHENTICATED,
    summary: 'The caller’s own business groups',
    tags,
    handler: ({ db, auth }) => myGroups(db, auth),
  });

  route(app, {
    method: 'GET',
    url: '/api/user/employeeBusinessGroup/listByUser',
    permission: '/system/employee',
    summary: 'One employee’s business groups',
    tags,
    query: employeeIdQuery,
    handler: ({ db, auth, query }) => groupsOfEmployee(db, auth, toId(query.employeeId)),
  });
}

function positionRoutes(app: FastifyInstance): void {
  const tags = ['user: positions'];
  route(app, {
    method: 'POST',
    url: '/api/user/postInfo/list',
    permission: '/system/position',
    summary: 'Positions with the role each is linked to',
    tags,
    body: z.object({ keyword: z.string().trim().max(50).optional(), roleId: wireId.optional() }),
    handler: ({ db, auth, body, lang }) => positionList(db, auth, body, lang),
  });

  route(app, {
    method: 'POST',
    url: '/api/user/postInfo/create',
    permission: 'system:position:add',
    summary: 'Create a position',
    tags,
    body: positionBody.omit({ id: true }),
    handler: ({ db, auth, body }) => savePosition(db, auth, body, 'create'),
  });

  route(app, {
    method: 'PUT',
    url: '/api/user/postInfo/updateByDh',
    permission: 'system:position:edit',
    summary: 'Update a position',
    tags,
    body: positionBody.required({ id: true }),
    handler: ({ db, auth, body }) => savePosition(db, auth, body, 'update'),
  });

  route(app, {
    method: 'POST',
    url: '/api/user/postInfo/auditSubmitByRole',
    permission: 'system:position:edit',
    summary: 'Link these positions to the role',
    tags,
    body: z.object({ roleId: wireId, positionIds: z.array(wireId).min(1) }),
    handler: ({ db, auth, body }) => assignPositionsToRole(db, auth, body.roleId, body.positionIds),
  });

  route(app, {
    method: 'DELETE',
    url: '/api/user/postInfo/deleteByRoleId',
    permission: 'system:position:delete',
    summary: 'Delete the positions linked to a role; refused while an employee holds one',
    tags,
    query: z.object({ roleId: wireId }),
    handler: async ({ db, auth, query }) => {
      await deletePositionsOfRole(db, auth, query.roleId);
      return null;
    },
  });
}

function businessGroupRoutes(app: FastifyInstance): void {
  const tags = ['basic: business groups'];
  route(app, {
    method: 'POST',
    url: '/api/basic/businessGroup/page',
    permission: '/system/businessGroup',
    summary: 'Business groups of the installation, newest first',
    tags,
    body: businessGroupPageBody,
    handler: ({ db, auth, body }) => businessGroupPage(db, auth, body),
  });

  route(app, {
    method: 'POST',
    url: '/api/basic/businessGroup/list',
    permission: AUTHENTICATED,
    summary: 'The group picker: enabled groups the caller belongs to (administrator: all enabled)',
    tags,
    handler: ({ db, auth }) => myBusinessGroups(db, auth),
  });

  route(app, {
    method: 'PUT',
    url: '/api/basic/businessGroup/update',
    permission: '/system/businessGroup',
    summary:
      'Create (system:businessGroup:add) or update (system:businessGroup:edit) a group; a status change needs system:businessGroup:status',
    tags,
    body: businessGroupBody,
    handler: ({ db, auth, body }) => saveBusinessGroup(db, auth, body),
  });

  route(app, {
    method: 'GET',
    url: '/api/basic/businessGroup/queryDefaultGroupByPartnerCode/:code',
    permission: '/system/businessGroup',
    summary: 'The enterprise group with this partner code, else the first group with it',
    tags,
    params: z.object({ code: z.string().trim().min(1).max(32) }),
    handler: ({ db, auth, params }) => defaultGroupByPartnerCode(db, auth, params.code),
  });
}
