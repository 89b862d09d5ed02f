-- Accounts that existed before e-mail verification (the seeded admin among them) count as
-- verified; only sign-ups from now on start unverified (the column's default).
UPDATE "users" SET "email_verified" = true;
