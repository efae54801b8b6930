CREATE TABLE "analytics_visitor_days" (
	"day" date NOT NULL,
	"previous_day" date NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_visitor_days_day_previous_day_pk" PRIMARY KEY("day","previous_day")
);
--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "pages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "goals" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" DROP COLUMN "last_seen_visitors";--> statement-breakpoint
-- Issue 25, for installs with analytics rows: the new session columns and rollups from the raw
-- rows still kept. Old sessions keep the source they were given (utm_source, else the entry
-- page); days whose raw rows were pruned get no rows in the new dimensions.
UPDATE "analytics_sessions" SET
	"utm_medium" = nullif(btrim("utm_medium"), ''),
	"utm_campaign" = nullif(btrim("utm_campaign"), '')
WHERE "utm_medium" IS NOT NULL OR "utm_campaign" IS NOT NULL;
--> statement-breakpoint
UPDATE "analytics_sessions" AS s SET "pages" = p."pages"
FROM (
	SELECT "session_id", array_agg("page_path" ORDER BY "created_at", "id") AS "pages"
	FROM "analytics_page_views" GROUP BY "session_id"
) AS p
WHERE p."session_id" = s."id";
--> statement-breakpoint
UPDATE "analytics_sessions" AS s SET "goals" = g."goals"
FROM (
	SELECT "session_id", array_agg("goal" ORDER BY "first_at", "first_id") AS "goals"
	FROM (
		SELECT e."session_id", k."goal", min(e."created_at") AS "first_at", min(e."id") AS "first_id"
		FROM "analytics_events" AS e
		JOIN "analytics_sessions" AS s2 ON s2."id" = e."session_id" AND e."created_at" >= s2."started_at"
		CROSS JOIN LATERAL (SELECT CASE e."name"
			WHEN 'cta_click' THEN 'cta:' || nullif(e."detail"->>'ctaLocation', '')
			WHEN 'scroll_depth' THEN 'scroll:' || (e."detail"->>'scrollPercentage')
			WHEN 'engaged_visitor' THEN 'engaged'
			WHEN 'deeply_engaged_visitor' THEN 'deeply_engaged'
			WHEN 'video_play' THEN 'video_play'
		END AS "goal") AS k
		WHERE k."goal" IS NOT NULL
		GROUP BY e."session_id", k."goal"
	) AS reached
	GROUP BY "session_id"
) AS g
WHERE g."session_id" = s."id";
--> statement-breakpoint
INSERT INTO "analytics_visitor_days" ("day", "previous_day", "visitors")
SELECT "day", coalesce("previous_day", '0001-01-01'), count(*)::int
FROM (
	SELECT "day", lag("day") OVER (PARTITION BY "visitor_id" ORDER BY "day") AS "previous_day"
	FROM (
		SELECT DISTINCT "visitor_id", ("started_at" AT TIME ZONE 'UTC')::date AS "day"
		FROM "analytics_sessions"
	) AS visited
) AS returns
GROUP BY "day", coalesce("previous_day", '0001-01-01')
ON CONFLICT ("day", "previous_day") DO UPDATE
	SET "visitors" = "analytics_visitor_days"."visitors" + excluded."visitors";
--> statement-breakpoint
INSERT INTO "analytics_daily_breakdown" ("dimension", "day", "key", "count")
SELECT "dimension", "day", "key", count(*)::int
FROM (
	SELECT v."dimension", (s."started_at" AT TIME ZONE 'UTC')::date AS "day", v."key"
	FROM "analytics_sessions" AS s
	CROSS JOIN LATERAL (VALUES
		('entry', s."entry_page"),
		('exit', s."pages"[cardinality(s."pages")]),
		('medium', s."utm_medium"),
		('campaign', s."utm_campaign"),
		('browser', s."browser"),
		('os', s."os"),
		('country', s."country"),
		('region', s."region")
	) AS v("dimension", "key")
	UNION ALL
	SELECT 'goal', (s."started_at" AT TIME ZONE 'UTC')::date, g."goal"
	FROM "analytics_sessions" AS s CROSS JOIN unnest(s."goals") AS g("goal")
) AS counted
WHERE "key" IS NOT NULL
GROUP BY "dimension", "day", "key"
ON CONFLICT ("dimension", "day", "key") DO UPDATE
	SET "count" = "analytics_daily_breakdown"."count" + excluded."count";
