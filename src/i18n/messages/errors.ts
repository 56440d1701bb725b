import { defineMessages } from '../define';

/** Section 8 of the spec: the error catalogue, verbatim in Chinese. */
export default defineMessages({
  'error.http.300': { zh: '当前登录信息已过期，请重新登录！', en: 'Your sign-in has expired. Please sign in again!' },
  'error.http.400': { zh: '请求失败！请您稍后重试', en: 'Request failed! Please try again later' },
  'error.http.401': { zh: '登录失效！请您重新登录', en: 'Sign-in is no longer valid! Please sign in again' },
  'error.http.403': { zh: '当前账号无权限访问！', en: 'This account has no permission to access this!' },
  'error.http.404': { zh: '你所访问的资源不存在！', en: 'The resource you requested does not exist!' },
  'error.http.405': { zh: '请求方式错误！请您稍后重试', en: 'Wrong request method! Please try again later' },
  'error.http.408': { zh: '请求超时！请您稍后重试', en: 'Request timed out! Please try again later' },
  'error.http.500': { zh: '服务异常！', en: 'Service error!' },
  'error.http.502': { zh: '网关错误！', en: 'Gateway error!' },
  'error.http.503': { zh: '服务不可用！', en: 'Service unavailable!' },
  'error.http.504': { zh: '网关超时！', en: 'Gateway timeout!' },
  'error.http.other': { zh: '请求失败！', en: 'Request failed!' },
  'error.network': { zh: '服务器连接失败，请稍后重试', en: 'Could not connect to the server, please try again later' },
  'error.malformed': {
    zh: '服务器返回的数据无法解析，请稍后重试',
    en: 'The server sent a response that could not be read, please try again later',
  },
  'error.business': { zh: '请求失败，请稍后重试', en: 'Request failed, please try again later' },
  // Optimistic concurrency (src/lib/api/errors.ts STALE_CODE): not in the spec's catalogue.
  'error.stale': {
    zh: '该记录已被他人修改，请刷新后重试',
    en: 'Someone else changed this record since you opened it. Reload it and try again',
  },
  'error.versionRequired': {
    zh: '缺少记录的版本号，请刷新后重试',
    en: 'The record’s version is missing. Reload it and try again',
  },
});
