// The system module's public face (employees, roles, business groups, the menu): other
// modules import only from here.
export { groupsOfEmployees } from './business-group.service';
export {
  employeeIdByNo,
  employeeNames,
  employeeOfGroupByNo,
  employeesOfGroup,
  enabledEmployeeCount,
  reviewAuthorityCodeHash,
} from './employee-lookup';
export { loadMenuTree, syncMenuTree } from './menu.service';
export { readSession } from './session-reader';
