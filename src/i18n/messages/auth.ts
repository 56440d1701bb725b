import { defineMessages } from '../define';

/** Sign-in, personal information and password: section 5's messages verbatim in Chinese. */
export default defineMessages({
  'login.title': { zh: '欢迎登录', en: 'Welcome, please sign in' },
  'login.subtitle': { zh: '短剧运营管理平台', en: 'Short-drama operations console' },
  'login.username': { zh: '用户名', en: 'Username' },
  'login.password': { zh: '密码', en: 'Password' },
  'login.language': { zh: '语言', en: 'Language' },
  'login.submit': { zh: '登录', en: 'Sign in' },
  'login.submitting': { zh: '登录中…', en: 'Signing in…' },
  'login.success': { zh: '登录成功', en: 'Signed in successfully' },
  'login.usernameRequired': { zh: '请输入用户名', en: 'Please enter the username' },
  'login.passwordRequired': { zh: '请输入密码', en: 'Please enter the password' },
  'login.badCredentials': { zh: '用户名或密码错误', en: 'Wrong username or password' },
  'login.disabled': { zh: '该账号已被禁用', en: 'This account is disabled' },
  'login.demoHint': {
    zh: '演示账号：admin / admin123（管理员），operator / operator123（运营）',
    en: 'Demo accounts: admin / admin123 (administrator), operator / operator123 (operator)',
  },

  'profile.title': { zh: '个人信息', en: 'Personal information' },
  'profile.userName': { zh: '用户名', en: 'Username' },
  'profile.name': { zh: '姓名', en: 'Name' },
  'profile.email': { zh: '邮箱', en: 'Email' },
  'profile.phone': { zh: '手机号', en: 'Phone' },
  'profile.loadFailed': { zh: '获取个人信息失败', en: 'Failed to load personal information' },
  'valid.userNameRequired': { zh: '请输入用户名', en: 'Please enter the username' },
  'valid.userNameChars': { zh: '用户名只能包含字母和数字', en: 'The username can only contain letters and digits' },
  'valid.nameRequired': { zh: '请输入姓名', en: 'Please enter the name' },
  'valid.nameChars': { zh: '姓名只能包含字母和汉字', en: 'The name can only contain letters and Chinese characters' },
  'valid.emailRequired': { zh: '请输入邮箱', en: 'Please enter the email' },
  'valid.email': { zh: '请输入正确的邮箱', en: 'Please enter a valid email' },
  'valid.phoneRequired': { zh: '请输入手机号', en: 'Please enter the phone number' },
  'valid.phone': { zh: '请输入正确的手机号', en: 'Please enter a valid phone number' },

  'password.title': { zh: '修改密码', en: 'Change password' },
  'password.password': { zh: '新密码', en: 'New password' },
  'password.password2': { zh: '确认密码', en: 'Confirm password' },
  'valid.passwordRequired': { zh: '请输入密码', en: 'Please enter the password' },
  'valid.password2Required': { zh: '请再次输入密码', en: 'Please enter the password again' },
  'valid.sessionPassword': {
    zh: '密码只能包含字母和数字,长度一到九位',
    en: 'The password can only contain letters and digits, 1 to 9 characters, with at least one of each',
  },
  'valid.passwordMismatch': {
    zh: '两次密码不一样，请重新确认密码',
    en: 'The two passwords differ, please confirm the password again',
  },
});
