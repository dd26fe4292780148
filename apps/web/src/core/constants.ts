/** Business constants of spec §9 that the shell and the client use. */
export const PRODUCT_NAME = 'Quire';
export const INDEX_PATH = '/index';
export const LOGIN_PATH = '/login';
export const NO_PERMISSION_PATH = '/401';
export const NOT_FOUND_PATH = '/404';

/**
 * The business areas of the menu tree (spec §1). An address under one of them that the user's
 * tree does not hold is a screen they may not open (/401); any other unknown address is /404.
 */
export const AREA_ROOTS: readonly string[] = ['/wholesale', '/purchase', '/inventory', '/finance', '/product', '/pricing', '/system'];

/** Tabs besides the index tab. */
export const MAX_TABS = 9;
/** How many of the oldest tabs the limit prompt offers to close. */
export const TABS_TO_CLOSE_AT_LIMIT = 5;
export const MAX_FILTER_CONDITIONS = 11;
export const KEYWORD_MIN_LENGTH = 2;
export const REQUEST_TIMEOUT_MS = 600_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const MESSAGE_SECONDS = 3;
export const DEPLOY_PROGRESS_MS = 12_000;
export const DEPLOY_PROGRESS_CAP = 99;
export const DEPLOY_SUCCESS_LINE = 'Script executed successfully';
export const THROTTLE_MS = 1000;
export const CHANNEL = 'WEB';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Local cache lifetime of the cached lists (spec §9). */
export const LIST_CACHE_TTL_MS = 30 * 60_000;

/**
 * Lists that the client keeps in the local cache, keyed by url and payload (spec §9:
 * customers, suppliers, employees, categories, dicts, areas, business groups).
 */
export const CACHED_LIST_URIS: readonly string[] = [
  '/api/customer/jcCustomerInfo/list',
  '/api/basic/supplier/list',
  '/api/stock/businessCargoWarehouse/getEmployeeBusinessGroup',
  '/api/product/category/tree',
  '/api/basic/dictItem/list',
  '/api/basic/geo/worldAll',
  '/api/basic/businessGroup/list',
  '/api/user/dept/deptTree',
];
