-- Rank DeepScan's fitted tables, kept per data version and fit format so a restart at an
-- unchanged data version answers from them (docs/decisions/0089-fits-kept-per-data-version.md).
-- No data-version trigger: a stored fit changes no screen.
CREATE TABLE "deepscan_fit" (
	"counselling_id" text NOT NULL,
	"target_year" smallint NOT NULL,
	"known_rounds" text NOT NULL,
	"data_version" bigint NOT NULL,
	"format" text NOT NULL,
	"fit" "bytea" NOT NULL,
	"fitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deepscan_fit_counselling_id_target_year_known_rounds_data_version_format_pk" PRIMARY KEY("counselling_id","target_year","known_rounds","data_version","format")
);
