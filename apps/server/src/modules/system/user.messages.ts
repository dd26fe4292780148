import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

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
  'user.installationRole': {
    'zh-CN': '“{name}”是系统级角色，只有系统管理员可以修改',
    'en-US': '"{name}" belongs to the whole installation; only the system administrator can change it',
    'id-ID': '"{name}" milik seluruh instalasi; hanya administrator sistem yang dapat mengubahnya',
  },
  'user.installationPosition': {
    'zh-CN': '“{name}”是系统级岗位，只有系统管理员可以修改',
    'en-US': '"{name}" belongs to the whole installation; only the system administrator can change it',
    'id-ID': '"{name}" milik seluruh instalasi; hanya administrator sistem yang dapat mengubahnya',
  },
  'user.builtInRole': {
    'zh-CN': '“{name}”是系统内置角色，不能删除',
    'en-US': '"{name}" is a built-in role and cannot be deleted',
    'id-ID': '"{name}" adalah peran bawaan dan tidak dapat dihapus',
  },
  'user.roleDisabled': {
    'zh-CN': '角色“{name}”已停用，请先启用或选择其他角色',
    'en-US': 'Role "{name}" is disabled; enable it or choose another role',
    'id-ID': 'Peran "{name}" dinonaktifkan; aktifkan dulu atau pilih peran lain',
  },
  'user.unknownRole': {
    'zh-CN': '角色 {id} 不存在或已被删除',
    'en-US': 'Role {id} does not exist or was deleted',
    'id-ID': 'Peran {id} tidak ada atau sudah dihapus',
  },
  'user.unknownPosition': {
    'zh-CN': '岗位 {id} 不存在或已被删除',
    'en-US': 'Position {id} does not exist or was deleted',
    'id-ID': 'Jabatan {id} tidak ada atau sudah dihapus',
  },
  'user.unknownGroup': {
    'zh-CN': '业务组织 {id} 不存在',
    'en-US': 'Business group {id} does not exist',
    'id-ID': 'Unit bisnis {id} tidak ada',
  },
  'user.grantBeyondOwn': {
    'zh-CN': '不能授予您本人没有的权限',
    'en-US': 'You cannot grant permissions you do not hold yourself',
    'id-ID': 'Anda tidak dapat memberikan izin yang tidak Anda miliki sendiri',
  },
  'user.roleBeyondOwn': {
    'zh-CN': '角色“{name}”包含您本人没有的权限，不能分配',
    'en-US': 'Role "{name}" has permissions you do not hold, so you cannot assign it',
    'id-ID': 'Peran "{name}" memiliki izin yang tidak Anda miliki, sehingga tidak dapat Anda tetapkan',
  },
  'user.employeeBeyondOwn': {
    'zh-CN': '员工“{name}”的权限超出您的权限范围，请联系管理员处理',
    'en-US': 'Employee "{name}" holds permissions beyond yours; ask the administrator',
    'id-ID': 'Karyawan "{name}" memiliki izin melebihi izin Anda; minta bantuan administrator',
  },
  'user.groupNotYours': {
    'zh-CN': '您不属于业务组织“{name}”，不能为员工分配或移除该组织',
    'en-US': 'You do not belong to business group "{name}", so you cannot add it to or remove it from an employee',
    'id-ID': 'Anda bukan anggota unit bisnis "{name}", sehingga tidak dapat menambahkan atau melepasnya dari karyawan',
  },
  'user.positionInUse': {
    'zh-CN': '岗位“{name}”已分配给 {count} 名员工，不能删除',
    'en-US': 'Position "{name}" is held by {count} employees and cannot be deleted',
    'id-ID': 'Jabatan "{name}" dipegang oleh {count} karyawan dan tidak dapat dihapus',
  },
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
  'user.cannotManageSelf': {
    'zh-CN': '不能在员工管理中修改自己的账号，请联系上级或管理员',
    'en-US': 'You cannot change your own account in employee management; ask your manager or the administrator',
    'id-ID': 'Anda tidak dapat mengubah akun sendiri di manajemen karyawan; minta bantuan atasan atau administrator',
  },
  'user.buttonPlacement': {
    'zh-CN': '按钮必须挂在菜单下，且不能有下级节点',
    'en-US': 'A button must sit under a menu and cannot have child nodes',
    'id-ID': 'Tombol harus berada di bawah menu dan tidak boleh memiliki simpul turunan',
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
  'user.builtInMenuEdit': {
    'zh-CN': '系统内置菜单不能修改',
    'en-US': 'A built-in menu cannot be changed',
    'id-ID': 'Menu bawaan tidak dapat diubah',
  },
  'user.menuParentIsButton': {
    'zh-CN': '按钮下不能再添加下级节点',
    'en-US': 'A button cannot have child nodes',
    'id-ID': 'Tombol tidak dapat memiliki simpul turunan',
  },
  'user.menuParentCycle': {
    'zh-CN': '上级菜单不能是自身或其下级',
    'en-US': 'The parent cannot be the menu itself or one of its descendants',
    'id-ID': 'Induk tidak boleh menu itu sendiri atau turunannya',
  },
  'group.parentCycle': {
    'zh-CN': '上级业务组织不能是自身或其下级',
    'en-US': 'The parent cannot be the group itself or one of its descendants',
    'id-ID': 'Induk tidak boleh unit itu sendiri atau turunannya',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof USER_MESSAGES, Text> {}
}
