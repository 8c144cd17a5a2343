-- The company name's one limit, COMPANY_NAME_MAX (features/accounts/limits.ts): the sign-up and the
-- settings refuse a longer name with that number, and the database holds to it too, so a name is never
-- cut. A CHECK keeps the columns TEXT (raw SQL that binds one parameter to several text columns works).
ALTER TABLE "Account" ADD CONSTRAINT "Account_name_length" CHECK (char_length("name") <= 120);

ALTER TABLE "Settings" ADD CONSTRAINT "Settings_name_length" CHECK (char_length("name") <= 120);
