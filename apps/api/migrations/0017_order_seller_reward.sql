ALTER TABLE "orders" ADD COLUMN "seller_reward" jsonb;
