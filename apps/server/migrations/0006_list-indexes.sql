CREATE INDEX "stock_balance_group_available_idx" ON "stock_balance" USING btree ("business_group_id","available","warehouse_id","sku_id");--> statement-breakpoint
CREATE INDEX "stock_balance_group_warehouse_available_idx" ON "stock_balance" USING btree ("business_group_id","warehouse_id","available","sku_id");--> statement-breakpoint
CREATE INDEX "stock_move_group_id_idx" ON "stock_move" USING btree ("business_group_id","id");--> statement-breakpoint
CREATE INDEX "stock_move_group_warehouse_date_idx" ON "stock_move" USING btree ("business_group_id","warehouse_id","bill_date","id");--> statement-breakpoint
CREATE INDEX "stock_move_bill_no_trgm_idx" ON "stock_move" USING gin ("bill_no" gin_trgm_ops);