ALTER TABLE "login_attempt" ADD COLUMN "kind" text DEFAULT 'LOGIN' NOT NULL;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "login_attempt_account_idx" ON "login_attempt" USING btree ("employee_no","address","created_at");