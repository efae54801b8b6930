DROP INDEX "orders_status_amount_idx";--> statement-breakpoint
DROP INDEX "orders_completed_at_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "own_case" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "claim_flag" text;--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_status_amount_idx" ON "orders" USING btree ("status","amount_cents","completed_at","tax_cents");--> statement-breakpoint
CREATE INDEX "orders_completed_at_idx" ON "orders" USING btree ("completed_at","status","amount_cents","tax_cents");--> statement-breakpoint
-- Reviews stored before the claim check get their mark from the same rules
-- (server/review-moderation/review-claims.ts), ported to PostgreSQL's regular expressions.
WITH sentences AS (
  SELECT r.id, s.n, s.sentence,
    s.sentence ~* '\y(support|payments?|order|orders|case|cases|hearings?|judges?|courts?|arrears|custody|visitation|motions?|petitions?|paternity|garnish\w*|contempt|modification|obligation|debt|appeal|lawsuit|ruling|judge?ments?|magistrate|warrant|charges?|alimony)\y' AS legal
  FROM reviews r, regexp_split_to_table(r.body, '[.!?;]+(?=\s|$)|\n') WITH ORDINALITY AS s(sentence, n)
), outcomes AS (
  SELECT id, n, m.k, lower(m.hit[1]) AS word
  FROM sentences, regexp_matches(sentence, '\y(won(?![''’]t)|win|reduced|lowered|cut(?! through)|dropped(?! off)|dismissed|thrown out|threw out|tossed out|overturned|reversed|vacated|set aside|waived|forgiven|wiped out|eliminated|terminated|cancell?ed|granted|beat|in my favou?r)\y', 'gi') WITH ORDINALITY AS m(hit, k)
  WHERE legal
), amounts AS (
  SELECT s.id, s.n, m.k, m.hit[1] AS amount
  FROM sentences s, regexp_matches(s.sentence,
    CASE WHEN EXISTS (SELECT 1 FROM outcomes o WHERE o.id = s.id AND o.n = s.n)
      THEN '(\$\s?\d+(?:,\d{3})*(?:\.\d+)?(?:\s?(?:k|thousand|million)\y)?|\y\d+(?:,\d{3})*(?:\.\d+)?\s?(?:dollars|bucks|usd)\y|\y(?:hundreds|thousands) of dollars\y|\y\d+(?:\.\d+)?\s?(?:%|percent\y))'
      ELSE '(\$\s?\d+(?:,\d{3})*(?:\.\d+)?(?:\s?(?:k|thousand|million)\y)?|\y\d+(?:,\d{3})*(?:\.\d+)?\s?(?:dollars|bucks|usd)\y|\y(?:hundreds|thousands) of dollars\y)'
    END, 'gi') WITH ORDINALITY AS m(hit, k)
), flags AS (
  SELECT r.id, concat_ws('; ',
    'Names an amount: ' || (SELECT string_agg(amount, ', ' ORDER BY n, k) FROM (
      SELECT DISTINCT ON (amount) amount, n, k FROM amounts a WHERE a.id = r.id ORDER BY amount, n, k) first_amounts),
    'Claims a legal outcome: ' || (SELECT string_agg(word, ', ' ORDER BY n, k) FROM (
      SELECT DISTINCT ON (word) word, n, k FROM outcomes o WHERE o.id = r.id ORDER BY word, n, k) first_words)
  ) AS flag
  FROM reviews r
)
UPDATE reviews SET claim_flag = flags.flag FROM flags WHERE flags.id = reviews.id AND flags.flag <> '';
