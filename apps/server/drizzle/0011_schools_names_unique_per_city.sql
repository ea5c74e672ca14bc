DROP INDEX "schools_city_name_key";--> statement-breakpoint
CREATE UNIQUE INDEX "schools_city_name_ar_key" ON "schools" USING btree ("city_id","name_ar");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_city_name_en_key" ON "schools" USING btree ("city_id","name_en") WHERE "schools"."name_en" <> '';