-- Signs of life leave the wide, seven-times-indexed trials rows for a narrow table of their own (#32). UNLOGGED: no
-- write-ahead log for 5,000 players' signs every half minute; after a crash it starts empty and refills within a minute.
CREATE UNLOGGED TABLE "trial_presence" (
	"trial_id" uuid PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trials" DROP COLUMN "last_seen_at";
