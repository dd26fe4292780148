import {
  idText,
  PICKING_SCREEN,
  packingBody,
  pickingCompleteBody,
  pickingIdBody,
  pickingLineQtyBody,
  pickingPageQuery,
  pickingPrintBody,
  pickingScanBody,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { operateDocument } from '../../documents/document-operation';
import { actorOf } from '../../documents/document-routes';
import { idempotencyOf } from '../../documents/idempotency';
import { route } from '../../platform/http/route';
import { completePicking, packSale, pickingPage, pickSheet, printPicking, scanIntoPickSheet, setPickedQty } from './picking.service';
import { wholesaleSale } from './wholesale-documents';

const S = PICKING_SCREEN;
const PICK = `${S.permission}:pick`;
const tags = ['wholesale: picking and packing'];

/** 拣货装箱 (spec §2, §4–§6): the picking screen's calls, under its menu node and its pick, box and print buttons. */
export function pickingRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'POST',
    url: `${S.base}/page`,
    permission: S.menu,
    summary: 'Reviewed wholesale sales to pick, with their picking state (none, picking, picked) and packed state',
    tags,
    body: pickingPageQuery,
    handler: ({ db, auth, body }) => pickingPage(db, auth.belongId, body),
  });
  route(app, {
    method: 'GET',
    url: `${S.base}/:id`,
    permission: S.menu,
    summary: "A sale's pick sheet: lines in warehouse location order with required, picked and boxed quantities, the viewer's tolerances",
    tags,
    params: z.object({ id: idText }),
    handler: ({ db, auth, params }) => pickSheet(db, actorOf(auth), Number(params.id)),
  });
  route(app, {
    method: 'POST',
    url: `${S.base}/start`,
    permission: PICK,
    summary: 'Start picking a reviewed sale (START_PICKING; its stock was locked at review)',
    tags,
    body: pickingIdBody,
    handler: ({ db, auth, body, request }) =>
      operateDocument(
        db,
        actorOf(auth),
        wholesaleSale,
        'START_PICKING',
        { id: body.id, version: body.version },
        idempotencyOf(request, body),
      ),
  });
  route(app, {
    method: 'POST',
    url: `${S.base}/skuScan`,
    permission: PICK,
    summary: 'One scan (barcode or SKU code): +1 (a package barcode its factor, or qty) on the sale line of that SKU',
    tags,
    body: pickingScanBody,
    handler: ({ db, auth, body }) => scanIntoPickSheet(db, actorOf(auth), body),
  });
  route(app, {
    method: 'POST',
    url: `${S.base}/pickedQty`,
    permission: PICK,
    summary: "Set one line's picked quantity",
    tags,
    body: pickingLineQtyBody,
    handler: ({ db, auth, body }) => setPickedQty(db, actorOf(auth), body),
  });
  route(app, {
    method: 'POST',
    url: `${S.base}/complete`,
    permission: PICK,
    summary:
      "Complete picking (F3): lines beyond the picker's tolerances need an authorizer's picking authorization code and a reason; the sale's lines take the picked quantities",
    tags,
    body: pickingCompleteBody,
    handler: ({ db, auth, body }) => completePicking(db, actorOf(auth), body),
  });
  route(app, {
    method: 'POST',
    url: `${S.base}/box`,
    permission: `${S.permission}:box`,
    summary: 'Box a picked sale (F2): box count, labels per box, each box’s line quantities; per SKU boxed = picked',
    tags,
    body: packingBody,
    handler: ({ db, auth, body }) => packSale(db, actorOf(auth), body),
  });
  route(app, {
    method: 'POST',
    url: `${S.base}/print`,
    permission: `${S.permission}:print`,
    summary: 'Print data of a picked and boxed sale (F11): the packing list (template type 1) or its box labels (type 2)',
    tags,
    body: pickingPrintBody,
    handler: ({ db, auth, body }) => printPicking(db, auth, body),
  });
}
