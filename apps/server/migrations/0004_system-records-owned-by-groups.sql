ALTER TABLE "position" ADD COLUMN "business_group_id" bigint;--> statement-breakpoint
ALTER TABLE "role" ADD COLUMN "business_group_id" bigint;--> statement-breakpoint
ALTER TABLE "position" ADD CONSTRAINT "position_business_group_id_business_group_id_fk" FOREIGN KEY ("business_group_id") REFERENCES "public"."business_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role" ADD CONSTRAINT "role_business_group_id_business_group_id_fk" FOREIGN KEY ("business_group_id") REFERENCES "public"."business_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "position_group_idx" ON "position" USING btree ("business_group_id");--> statement-breakpoint
CREATE INDEX "role_group_idx" ON "role" USING btree ("business_group_id");