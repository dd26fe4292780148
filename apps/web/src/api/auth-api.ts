import { type ChangePasswordBody, ErrorCode, type LoginBody, type LoginResult, type SessionUser } from '@quire/contracts';
import type { SystemConfig } from '../core/system-config';
import { http } from './http';

export type DeployType = 'DAILY_CLOSE' | 'HOURLY' | 'ONE_KEY';
export type DeployResult = { type: DeployType; lines: string[]; success: boolean };

/** Password-change refusals shown on the field they concern. */
export const PASSWORD_FIELD_CODES: readonly { code: number; field: 'oldPassword' | 'newPassword' | 'confirmPassword' }[] = [
  { code: ErrorCode.PASSWORD_POLICY, field: 'newPassword' },
  { code: ErrorCode.PASSWORD_SAME_AS_OLD, field: 'newPassword' },
  { code: ErrorCode.PASSWORD_MISMATCH, field: 'confirmPassword' },
  { code: ErrorCode.OLD_PASSWORD_WRONG, field: 'oldPassword' },
  { code: ErrorCode.OLD_PASSWORD_REQUIRED, field: 'oldPassword' },
];

export const authApi = {
  /** Login errors (wrong password, locked, throttled) are shown by the login form itself. */
  login: (body: LoginBody) => http.post<LoginResult>('/api/login/admin/login', body, { silent: true }),
  logout: () => http.post<null>('/api/login/admin/logout', {}, { silent: true }),
  detail: () => http.get<SessionUser>('/api/login/cmsPlatformUser/detail'),
  changePassword: (body: ChangePasswordBody) =>
    http.put<null>('/api/login/cmsPlatformUser/changePassword', body, {
      fieldErrors: true,
      loading: true,
      pageCodes: PASSWORD_FIELD_CODES.map((c) => c.code),
    }),
  systemConfig: () => http.get<SystemConfig>('/api/shared/systemConfig', undefined, { silent: true }),
  deploy: (type: DeployType) => http.post<DeployResult>('/api/shared/deploy', { type }),
};
