// The system module's public face (employees, roles, business groups, the menu): other
// modules import only from here.
export { groupsOfEmployees } from './business-group.service';
export {
  discountAuthorizerOf,
  discountCapsOf,
  employeeIdByNo,
  employeeNames,
  employeeOfGroupByNo,
  employeesOfGroup,
  enabledEmployeeCount,
  enabledEmployeesOf,
  pickingAuthorizerOf,
  pickingTolerancesOf,
  reviewAuthorityCodeHash,
  rolesOfGroups,
} from './employee-lookup';
export { type GroupFacts, type GroupOption, groupFacts, groupWithChildren, parentGroupSql } from './group-family';
export { loadMenuTree, syncMenuTree } from './menu.service';
export { readSession } from './session-reader';
