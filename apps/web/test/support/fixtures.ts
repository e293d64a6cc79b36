// Login answers shaped like the API's, for the demo roles the tests need.
import type { TLoginResponse } from '@portal/contracts';
import { DEFAULT_ROLE_PERMISSIONS } from '@portal/domain';

export function loginAs(role: 'admin_f1' | 'agent_f2', overrides: Partial<TLoginResponse> = {}): TLoginResponse {
  const isAdmin = role === 'admin_f1';
  return {
    accessToken: `${role}-token`,
    refreshToken: 'refresh',
    accessTokenExpiresAt: '2030-01-01T00:00:00.000Z',
    mustChangePassword: false,
    permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
    memberInfo: {
      id: `${role}-id`,
      username: isAdmin ? 'admin.f1' : 'f2.agent',
      fullName: isAdmin ? 'Nguyễn Văn An' : 'Trần Thị Bình',
      email: 'user@example.vn',
      phone: '0901234567',
      accountType: isAdmin ? 'AGT' : 'SUB',
      role,
    },
    agentInfo: {
      id: isAdmin ? 'agency-f1' : 'agency-f2',
      code: isAdmin ? 'HN001' : 'DN002',
      name: isAdmin ? 'Đại lý Hà Nội' : 'Đại lý Đà Nẵng',
      level: isAdmin ? 'F1' : 'F2',
      parentId: isAdmin ? null : 'agency-f1',
      address: '1 Tràng Tiền, Hà Nội',
      phone: '0241234567',
      email: 'agency@example.vn',
    },
    ...overrides,
  };
}
