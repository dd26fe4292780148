-- The SKU trigram indexes keep a short pending list (every search reads it whole; the embedded
-- database has no autovacuum to merge it). Set in place rather than rebuilt, and what a
-- database has pending now is merged at once.
ALTER INDEX "product_sku_name_trgm_idx" SET (gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "product_sku_name_doubled_trgm_idx" SET (gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "product_sku_mnemonic_trgm_idx" SET (gin_pending_list_limit=256);--> statement-breakpoint
SELECT gin_clean_pending_list('product_sku_name_trgm_idx'::regclass), gin_clean_pending_list('product_sku_name_doubled_trgm_idx'::regclass),
  gin_clean_pending_list('product_sku_mnemonic_trgm_idx'::regclass);
