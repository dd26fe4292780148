CREATE TABLE "replenishment_sales" (
	"business_group_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"n" integer NOT NULL,
	"qty" numeric(18, 4) NOT NULL,
	"leaving" numeric(18, 4)[] NOT NULL,
	CONSTRAINT "replenishment_sales_business_group_id_warehouse_id_sku_id_pk" PRIMARY KEY("business_group_id","warehouse_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "replenishment_sales_state" (
	"business_group_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"through" date NOT NULL,
	"checkout_id" bigint NOT NULL,
	"max_n" integer NOT NULL,
	"rules_key" text NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "replenishment_sales_state_business_group_id_warehouse_id_pk" PRIMARY KEY("business_group_id","warehouse_id")
);
