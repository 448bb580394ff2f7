ALTER TABLE "skin_recommendations" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "skin_recommendations" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "skin_recommendations" ADD CONSTRAINT "skin_recommendations_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_recommendations" ADD CONSTRAINT "skin_recommendations_job_id_unique" UNIQUE("job_id");