import type { Language } from '@quire/contracts';

/** Messages of the user, role, employee and business-group services. */
export const USER_MESSAGES = {
  'user.adminImmutable': {
    'zh-CN': '系统管理员不能被修改或停用',
    'en-US': 'The system administrator cannot be edited or disabled',
    'id-ID': 'Administrator sistem tidak dapat diubah atau dinonaktifkan',
  },
  'user.roleInUse': {
    'zh-CN': '角色“{name}”已分配给 {count} 名员工，不能删除',
    'en-US': 'Role "{name}" is assigned to {count} employees and cannot be deleted',
    'id-ID': 'Peran "{name}" dipakai oleh {count} karyawan dan tidak dapat dihapus',
  },
  'user.builtInRole': {
    'zh-CN': '内置角色不能删除',
    'en-US': 'A built-in role cannot be deleted',
    'id-ID': 'Peran bawaan tidak dapat dihapus',
  },
  'user.roleDisabled': { 'zh-CN': '角色已停用', 'en-US': 'The role is disabled', 'id-ID': 'Peran dinonaktifkan' },
  'user.unknownMenu': {
    'zh-CN': '权限节点 {id} 不存在',
    'en-US': 'Permission node {id} does not exist',
    'id-ID': 'Simpul izin {id} tidak ada',
  },
  'user.defaultGroupNotInList': {
    'zh-CN': '默认业务组织必须在所选业务组织中',
    'en-US': 'The default business group must be one of the selected groups',
    'id-ID': 'Unit bisnis bawaan harus salah satu unit yang dipilih',
  },
  'user.groupDisabled': {
    'zh-CN': '业务组织“{name}”已停用',
    'en-US': 'Business group "{name}" is disabled',
    'id-ID': 'Unit bisnis "{name}" dinonaktifkan',
  },
  'user.noBusinessGroup': {
    'zh-CN': '该账号未分配业务组织，请联系管理员',
    'en-US': 'This account has no business group; contact the administrator',
    'id-ID': 'Akun ini tidak memiliki unit bisnis; hubungi administrator',
  },
  'user.cannotDisableSelf': {
    'zh-CN': '不能停用当前登录的账号',
    'en-US': 'You cannot disable your own account',
    'id-ID': 'Anda tidak dapat menonaktifkan akun sendiri',
  },
  'user.menuHasChildren': {
    'zh-CN': '请先删除下级菜单',
    'en-US': 'Delete the child menus first',
    'id-ID': 'Hapus submenu terlebih dahulu',
  },
  'user.builtInMenu': {
    'zh-CN': '系统内置菜单不能删除',
    'en-US': 'A built-in menu cannot be deleted',
    'id-ID': 'Menu bawaan tidak dapat dihapus',
  },
  'group.parentCycle': {
    'zh-CN': '上级业务组织不能是自身或其下级',
    'en-US': 'The parent cannot be the group itself or one of its descendants',
    'id-ID': 'Induk tidak boleh unit itu sendiri atau turunannya',
  },
} satisfies Record<string, Record<Language, string>>;
