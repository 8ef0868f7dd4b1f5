-- A submitter hears whenever their tool goes live and whenever its date of going live is set,
-- moved or dropped, however the change was made (a review, the editor's page, the table's bulk
-- actions, the every-minute publication): the change writes a row to submitter_notices in its own
-- transaction, and the mail is sent from that row once. Saves that touch neither the status nor
-- the date write nothing. A scheduled tool that is rejected gets the rejection's mail instead.
CREATE FUNCTION record_submitter_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' THEN
    IF OLD.status <> 'published' THEN
      INSERT INTO submitter_notices (tool_id, event) VALUES (NEW.id, 'live');
    END IF;
  ELSIF NEW.publish_at IS DISTINCT FROM OLD.publish_at THEN
    IF NEW.publish_at IS NULL THEN
      IF NOT (NEW.status = 'rejected' AND OLD.status <> 'rejected') THEN
        INSERT INTO submitter_notices (tool_id, event) VALUES (NEW.id, 'unscheduled');
      END IF;
    ELSE
      INSERT INTO submitter_notices (tool_id, event, publish_at)
      VALUES (NEW.id, CASE WHEN OLD.publish_at IS NULL THEN 'scheduled' ELSE 'rescheduled' END, NEW.publish_at);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint

CREATE TRIGGER tools_submitter_notice
AFTER UPDATE OF status, publish_at ON tools
FOR EACH ROW WHEN (NEW.user_id IS NOT NULL)
EXECUTE FUNCTION record_submitter_notice();
