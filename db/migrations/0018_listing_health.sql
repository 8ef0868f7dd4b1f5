CREATE TABLE "tool_health" (
	"tool_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"last_checked_at" timestamp with time zone NOT NULL,
	"last_url" text NOT NULL,
	"last_outcome" text NOT NULL,
	"last_status_code" smallint,
	"failures" integer NOT NULL,
	"failing_since" timestamp with time zone,
	"redirect_url" text,
	CONSTRAINT "tool_health_state_check" CHECK ("tool_health"."state" in ('ok', 'failing', 'needs-review')),
	CONSTRAINT "tool_health_last_outcome_check" CHECK ("tool_health"."last_outcome" in ('ok', 'http-error', 'timeout', 'network-error', 'redirected-away', 'too-many-redirects'))
);
--> statement-breakpoint
CREATE TABLE "tool_health_checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tool_health_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tool_id" uuid NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"url" text NOT NULL,
	"outcome" text NOT NULL,
	"status_code" smallint,
	"final_url" text NOT NULL,
	CONSTRAINT "tool_health_checks_outcome_check" CHECK ("tool_health_checks"."outcome" in ('ok', 'http-error', 'timeout', 'network-error', 'redirected-away', 'too-many-redirects'))
);
--> statement-breakpoint
ALTER TABLE "tool_health" ADD CONSTRAINT "tool_health_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_health_checks" ADD CONSTRAINT "tool_health_checks_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_health_state_idx" ON "tool_health" USING btree ("state");--> statement-breakpoint
CREATE INDEX "tool_health_last_checked_at_idx" ON "tool_health" USING btree ("last_checked_at");--> statement-breakpoint
CREATE INDEX "tool_health_checks_tool_id_checked_at_idx" ON "tool_health_checks" USING btree ("tool_id","checked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tool_health_checks_checked_at_idx" ON "tool_health_checks" USING btree ("checked_at");--> statement-breakpoint

-- tool_health is worked out from tool_health_checks, for the tools a statement touched. The rule:
-- consider the checks of the address the latest check visited (an editor who fixes a tool's address
-- starts it afresh), and among them the failed checks since the last successful one (all of them if
-- none succeeded). The tool needs review when one of those was redirected to another domain (at
-- once), or when there are at least 3 of them and the first and the last are at least 3 days (72
-- hours) apart; it is failing when there is any, and ok when there is none (its latest check
-- succeeded). A tool with no checks left has no row. So one bad day is never enough, and a success
-- clears it all.
CREATE OR REPLACE FUNCTION refresh_tool_health(targets uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM tool_health h
  WHERE h.tool_id = ANY(targets) AND NOT EXISTS (SELECT 1 FROM tool_health_checks c WHERE c.tool_id = h.tool_id);

  INSERT INTO tool_health AS h
    (tool_id, state, last_checked_at, last_url, last_outcome, last_status_code, failures, failing_since, redirect_url)
  SELECT target.id,
    CASE
      WHEN failed.n = 0 THEN 'ok'
      WHEN away.final_url IS NOT NULL THEN 'needs-review'
      WHEN failed.n >= 3 AND failed.last_at - failed.first_at >= interval '3 days' THEN 'needs-review'
      ELSE 'failing'
    END,
    latest.checked_at, latest.url, latest.outcome, latest.status_code, failed.n, failed.first_at, away.final_url
  FROM unnest(targets) AS target(id)
  CROSS JOIN LATERAL (
    SELECT c.checked_at, c.url, c.outcome, c.status_code FROM tool_health_checks c
    WHERE c.tool_id = target.id ORDER BY c.checked_at DESC, c.id DESC LIMIT 1
  ) latest
  CROSS JOIN LATERAL (
    SELECT max(c.checked_at) AS at FROM tool_health_checks c WHERE c.tool_id = target.id AND c.url = latest.url AND c.outcome = 'ok'
  ) success
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n, min(c.checked_at) AS first_at, max(c.checked_at) AS last_at
    FROM tool_health_checks c
    WHERE c.tool_id = target.id AND c.url = latest.url AND c.outcome <> 'ok' AND c.checked_at > coalesce(success.at, '-infinity')
  ) failed
  LEFT JOIN LATERAL (
    SELECT c.final_url FROM tool_health_checks c
    WHERE c.tool_id = target.id AND c.url = latest.url AND c.outcome = 'redirected-away' AND c.checked_at > coalesce(success.at, '-infinity')
    ORDER BY c.checked_at DESC LIMIT 1
  ) away ON true
  ON CONFLICT (tool_id) DO UPDATE SET
    state = excluded.state, last_checked_at = excluded.last_checked_at, last_url = excluded.last_url,
    last_outcome = excluded.last_outcome,
    last_status_code = excluded.last_status_code, failures = excluded.failures,
    failing_since = excluded.failing_since, redirect_url = excluded.redirect_url;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tool_health_checks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_tool_health(ARRAY(SELECT DISTINCT tool_id FROM new_checks));
  ELSE
    PERFORM refresh_tool_health(ARRAY(SELECT DISTINCT tool_id FROM old_checks));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tool_health_checks_insert AFTER INSERT ON tool_health_checks
  REFERENCING NEW TABLE AS new_checks FOR EACH STATEMENT EXECUTE FUNCTION tool_health_checks_changed();
--> statement-breakpoint
CREATE TRIGGER tool_health_checks_delete AFTER DELETE ON tool_health_checks
  REFERENCING OLD TABLE AS old_checks FOR EACH STATEMENT EXECUTE FUNCTION tool_health_checks_changed();
