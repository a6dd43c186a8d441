-- Payer directories report a Location's accessibility (handicap accessible, ADA compliant, near
-- public transit, culturally competent) as Plan-Net codes; NULL: nobody has said.
ALTER TABLE "providers" ADD COLUMN "accessibility" text[];