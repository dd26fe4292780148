ALTER TABLE "dict_item" ADD COLUMN "precision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "role" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "role" ADD COLUMN "name_id" text;--> statement-breakpoint
ALTER TABLE "dict_item" ADD CONSTRAINT "dict_item_precision_ck" CHECK ("dict_item"."precision" between 0 and 4);--> statement-breakpoint
-- Installations made before: the standard units read as a clerk writes them, kilograms are added with 3 decimals, and the installation's roles get their English and Indonesian names.
UPDATE "dict_item" SET "name_en" = 'pcs' WHERE "code" IN ('ZHI', 'GE', 'BEN') AND "name_en" IN ('Stick', 'Piece', 'Book') AND "dict_type_id" IN (SELECT "id" FROM "dict_type" WHERE "code" = 'UNIT');--> statement-breakpoint
INSERT INTO "dict_item" ("dict_type_id", "code", "name", "name_en", "name_id", "precision", "sort") SELECT "id", 'KG', '千克', 'kg', 'kg', 3, 100 FROM "dict_type" WHERE "code" = 'UNIT' ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "role" SET "name_en" = v."en", "name_id" = v."id" FROM (VALUES ('SALES', 'Sales representative', 'Tenaga penjualan'), ('WAREHOUSE', 'Warehouse keeper', 'Petugas gudang'), ('PURCHASE', 'Buyer', 'Staf pembelian'), ('FINANCE', 'Accountant', 'Staf keuangan')) AS v("code", "en", "id") WHERE "role"."code" = v."code" AND "role"."built_in" AND "role"."business_group_id" IS NULL;
