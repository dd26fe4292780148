// The helpers the warehouse services take from the platform, under the names they use.

export { likeContains as likePattern, orderBy, toId, toIds, uniqueViolation } from '../../platform/db/sql-helpers';
export { duplicate } from '../../platform/http/errors';
