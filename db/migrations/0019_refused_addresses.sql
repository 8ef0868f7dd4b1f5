ALTER TABLE "tool_health" DROP CONSTRAINT "tool_health_last_outcome_check";--> statement-breakpoint
ALTER TABLE "tool_health_checks" DROP CONSTRAINT "tool_health_checks_outcome_check";--> statement-breakpoint
ALTER TABLE "tool_health" ADD CONSTRAINT "tool_health_last_outcome_check" CHECK ("tool_health"."last_outcome" in ('ok', 'http-error', 'timeout', 'network-error', 'redirected-away', 'too-many-redirects', 'refused-address'));--> statement-breakpoint
ALTER TABLE "tool_health_checks" ADD CONSTRAINT "tool_health_checks_outcome_check" CHECK ("tool_health_checks"."outcome" in ('ok', 'http-error', 'timeout', 'network-error', 'redirected-away', 'too-many-redirects', 'refused-address'));--> statement-breakpoint

-- A website that is not a public address (a loopback or private IP, an internal name, another
-- port) is never asked: its check is 'refused-address', and the tool needs review at once, as one
-- redirected to another domain does. The rest of the rule is 0018's.
CREATE OR REPLACE FUNCTION refresh_tool_health(targets uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM tool_health h
  WHERE h.tool_id = ANY(targets) AND NOT EXISTS (SELECT 1 FROM tool_health_checks c WHERE c.tool_id = h.tool_id);

  INSERT INTO tool_health AS h
    (tool_id, state, last_checked_at, last_url, last_outcome, last_status_code, failures, failing_since, redirect_url)
  SELECT target.id,
    CASE
      WHEN failed.n = 0 THEN 'ok'
      WHEN away.final_url IS NOT NULL OR latest.outcome = 'refused-address' THEN 'needs-review'
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
