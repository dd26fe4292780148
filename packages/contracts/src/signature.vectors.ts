/**
 * Signature test vectors computed independently (Python hmac/hashlib), shared by the server
 * and web tests so both sides prove they sign the same text.
 */
export const SIGNATURE_TEST_KEY = '5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f';

export const SIGNATURE_VECTORS = [
  {
    method: 'GET',
    path: '/api/login/cmsPlatformUser/detail',
    timestamp: '1800000000000',
    nonce: 'n1',
    payload: '',
    sign: '8d4cb1549568350f54d386722259d9a72ecf036aabdf462a9ac2f6fe435250f1',
  },
  {
    method: 'GET',
    path: '/api/shared/globalTableConfig',
    timestamp: '1800000000000',
    nonce: 'n2',
    payload: 'tableKey=role.list',
    sign: 'a625c9e03fbdcabf8aafa3b9ea5f06c8cf76605ec8d0610702c638e5248435e5',
  },
  {
    method: 'POST',
    path: '/api/user/employee/list',
    timestamp: '1800000000123',
    nonce: 'c0ffee',
    payload: '{"pageNum":1,"pageSize":20,"keyword":"王"}',
    sign: '81de5be57cd20991ad4e9d78c1511326e9e084864845a821772ee6f8d9c05d0d',
  },
  {
    method: 'DELETE',
    path: '/api/user/componentPermissionsRole',
    timestamp: '1800000000456',
    nonce: 'abc',
    payload: 'ids=3,4',
    sign: 'cbfe4b1ed7dcf435ff0edb307d099f8067474ac0e517e28e74b19836dec3aad0',
  },
] as const;
