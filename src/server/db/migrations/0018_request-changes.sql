-- Every committed change to an appointment request is announced on the channel
-- 'request_changes', naming the family (the account's id) and the request, so whichever server
-- instance holds that family's open event stream tells its browser at once. Ids only: a payload
-- never carries what the request says.
CREATE FUNCTION notify_request_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed appointment_requests := COALESCE(NEW, OLD);
BEGIN
  PERFORM pg_notify(
    'request_changes',
    json_build_object('userId', changed.user_id, 'requestId', changed.id)::text
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointment_requests_changed AFTER INSERT OR UPDATE OR DELETE ON appointment_requests
  FOR EACH ROW EXECUTE FUNCTION notify_request_change();
