import type { FastifyInstance } from 'fastify';

/** User and permission calls (spec §7) — roles, employees, positions, business groups. */
export function userRoutes(_app: FastifyInstance): void {}
