-- The sale moves of a warehouse's window (补货建议, issue 18) are read from the index alone:
-- the (group, warehouse, date) index also carries the SKU, the quantity and the document type.
-- Drizzle's index builder has no INCLUDE, so this is written by hand; the schema still
-- declares the index by its key columns, which are unchanged.
DROP INDEX IF EXISTS "stock_move_group_warehouse_date_idx";--> statement-breakpoint
CREATE INDEX "stock_move_group_warehouse_date_idx" ON "stock_move" USING btree ("business_group_id","warehouse_id","bill_date","id") INCLUDE ("sku_id","qty","document_type");
