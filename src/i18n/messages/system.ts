import { defineMessages } from '../define';

/** System settings: users, roles, menus, versions, attachments, operation log, configuration, tools. */
export default defineMessages({
  'system.user.title': { zh: '用户', en: 'user' },
  'system.user.name': { zh: '用户名', en: 'Username' },
  'system.user.realName': { zh: '姓名', en: 'Name' },
  'system.user.password': { zh: '密码', en: 'Password' },
  'system.user.password2': { zh: '确认密码', en: 'Confirm password' },
  'system.user.email': { zh: '邮箱', en: 'Email' },
  'system.user.phone': { zh: '手机号', en: 'Phone' },
  'system.user.role': { zh: '角色', en: 'Role' },
  'system.user.enabled': { zh: '启用', en: 'Enabled' },
  'system.user.search': { zh: '用户名 / 姓名', en: 'Username / name' },
  'system.user.usernameLength': { zh: '长度在 5 到 20 个字符', en: 'The length should be 5 to 20 characters' },
  'system.user.usernameChars': { zh: '用户名只能包含字母和数字', en: 'The username can only contain letters and numbers' },
  'system.user.passwordRule': { zh: '密码只能包含字母和数字，长度6到16位', en: 'The password can only contain letters and digits, 6 to 16 characters' },
  'system.user.usernameTaken': { zh: '用户名已存在', en: 'This username is already taken' },
  'system.user.cannotDeleteSelf': { zh: '不能删除当前登录的用户', en: 'You cannot delete the user you are signed in as' },

  'system.role.title': { zh: '角色', en: 'role' },
  'system.role.name': { zh: '角色名称', en: 'Role name' },
  'system.role.description': { zh: '描述', en: 'Description' },
  'system.role.remark': { zh: '备注', en: 'Remark' },
  'system.role.menus': { zh: '菜单权限', en: 'Menu items' },
  'system.role.menuCount': { zh: '菜单数', en: 'Menu items' },
  'system.role.nameLength': { zh: '角色名称长度在 2 到 10 个字符', en: 'The role name should be 2 to 10 characters' },
  'system.role.inUse': { zh: '该角色下仍有用户，不能删除', en: 'Users still have this role; it cannot be deleted' },
});
