ALTER TABLE "dict_item" ADD COLUMN "precision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "role" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "role" ADD COLUMN "name_id" text;--> statement-breakpoint
ALTER TABLE "dict_item" ADD CONSTRAINT "dict_item_precision_ck" CHECK ("dict_item"."precision" between 0 and 4);
--> statement-breakpoint
-- Installations made before: the standard units read as a clerk writes them, the units the demo goods use are added, kilograms with 3 decimals, and the installation's roles get their English and Indonesian names.
UPDATE "dict_item" SET "name_en" = 'pcs' WHERE "code" IN ('ZHI', 'GE', 'BEN') AND "name_en" IN ('Stick', 'Piece', 'Book') AND "dict_type_id" IN (SELECT "id" FROM "dict_type" WHERE "code" = 'UNIT');--> statement-breakpoint
INSERT INTO "dict_item" ("dict_type_id", "code", "name", "name_en", "name_id", "precision", "sort") SELECT t."id", v."code", v."name", v."en", v."id", v."precision", v."sort" FROM "dict_type" t, (VALUES ('KUAI', '块', 'pcs', 'Buah', 0, 100), ('BA', '把', 'pcs', 'Buah', 0, 110), ('PING', '瓶', 'Bottle', 'Botol', 0, 120), ('TAI', '台', 'Unit', 'Unit', 0, 130), ('KG', '千克', 'kg', 'kg', 3, 140)) AS v("code", "name", "en", "id", "precision", "sort") WHERE t."code" = 'UNIT' ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "role" SET "name_en" = v."en", "name_id" = v."id" FROM (VALUES ('SALES', 'Sales representative', 'Tenaga penjualan'), ('WAREHOUSE', 'Warehouse keeper', 'Petugas gudang'), ('PURCHASE', 'Buyer', 'Staf pembelian'), ('FINANCE', 'Accountant', 'Staf keuangan')) AS v("code", "en", "id") WHERE "role"."code" = v."code" AND "role"."built_in" AND "role"."business_group_id" IS NULL;
