CREATE TABLE "financial_row" (
	"id" integer PRIMARY KEY NOT NULL,
	"counselling_id" text,
	"institute_id" integer NOT NULL,
	"course_id" integer,
	"quota" text,
	"category" text,
	"year" smallint,
	"fee_year_1" integer,
	"fee_text" text,
	"first_year_fee_box" text,
	"fee_year_2" integer,
	"fee_year_3" integer,
	"fee_year_4" integer,
	"fee_year_5" integer,
	"stipend_year_1" integer,
	"stipend_year_2" integer,
	"stipend_year_3" integer,
	"bond_years" double precision,
	"bond_penalty" integer,
	"beds" integer,
	"admission_fee" integer,
	"annual_fee" integer,
	"nri_fee_year_1" integer,
	"nri_fee_year_2" integer,
	"nri_fee_year_3" integer,
	"nri_fee_year_4" integer,
	"nri_fee_year_5" integer,
	"miscellaneous_charges" integer,
	"reallocation_deduction" integer,
	"amount_refunded" integer,
	"amount_forfeited" integer
);
--> statement-breakpoint
ALTER TABLE "financial_row" ADD CONSTRAINT "financial_row_counselling_id_counselling_id_fk" FOREIGN KEY ("counselling_id") REFERENCES "public"."counselling"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_row" ADD CONSTRAINT "financial_row_institute_id_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financial_row_institute_idx" ON "financial_row" USING btree ("counselling_id","institute_id");--> statement-breakpoint
CREATE INDEX "financial_row_fee_idx" ON "financial_row" USING btree ("counselling_id","fee_year_1");--> statement-breakpoint
CREATE INDEX "financial_row_fee_desc_idx" ON "financial_row" USING btree ("counselling_id","fee_year_1" DESC NULLS LAST);--> statement-breakpoint
-- Filled from the fee rows already stored, with the statement of refreshFinancialRows
-- (apps/server/src/data/derive.ts); docs/decisions/0095-every-shape-from-an-index.md.
INSERT INTO financial_row ("id", "counselling_id", "institute_id", "course_id", "quota", "category", "year", "fee_year_1", "fee_text", "first_year_fee_box", "fee_year_2", "fee_year_3", "fee_year_4", "fee_year_5", "stipend_year_1", "stipend_year_2", "stipend_year_3", "bond_years", "bond_penalty", "beds", "admission_fee", "annual_fee", "nri_fee_year_1", "nri_fee_year_2", "nri_fee_year_3", "nri_fee_year_4", "nri_fee_year_5", "miscellaneous_charges", "reallocation_deduction", "amount_refunded", "amount_forfeited")
SELECT "id", "counselling_id", "institute_id", "course_id", "quota", "category", "year", "fee_year_1", "fee_text", "first_year_fee_box", "fee_year_2", "fee_year_3", "fee_year_4", "fee_year_5", "stipend_year_1", "stipend_year_2", "stipend_year_3", "bond_years", "bond_penalty", "beds", "admission_fee", "annual_fee", "nri_fee_year_1", "nri_fee_year_2", "nri_fee_year_3", "nri_fee_year_4", "nri_fee_year_5", "miscellaneous_charges", "reallocation_deduction", "amount_refunded", "amount_forfeited" FROM (
  select min(f.id) as id, f.counselling_id, f.institute_id, f.course_id, f.quota, f.category,
    fee_run.year,
    (array_agg(coalesce(f.fee_year_1, f.annual_fee, f.admission_fee) order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.fee_year_1 is not null or f.annual_fee is not null
      or f.admission_fee is not null or f.fee_text is not null))[1] as fee_year_1, (array_agg(f.fee_text order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.fee_year_1 is not null or f.annual_fee is not null
      or f.admission_fee is not null or f.fee_text is not null))[1] as fee_text, (array_agg(case when f.fee_year_1 is not null then 'feeYear1'
    when f.annual_fee is not null then 'annualFee'
    when f.admission_fee is not null then 'admissionFee' end order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.fee_year_1 is not null or f.annual_fee is not null
      or f.admission_fee is not null or f.fee_text is not null))[1] as first_year_fee_box, (array_agg(f.fee_year_2 order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.fee_year_1 is not null or f.annual_fee is not null
      or f.admission_fee is not null or f.fee_text is not null))[1] as fee_year_2, (array_agg(f.fee_year_3 order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.fee_year_1 is not null or f.annual_fee is not null
      or f.admission_fee is not null or f.fee_text is not null))[1] as fee_year_3, (array_agg(f.fee_year_4 order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.fee_year_1 is not null or f.annual_fee is not null
      or f.admission_fee is not null or f.fee_text is not null))[1] as fee_year_4, (array_agg(f.fee_year_5 order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.fee_year_1 is not null or f.annual_fee is not null
      or f.admission_fee is not null or f.fee_text is not null))[1] as fee_year_5, (array_agg(f.stipend_year_1 order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.stipend_year_1 is not null))[1] as stipend_year_1, (array_agg(f.stipend_year_2 order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.stipend_year_1 is not null))[1] as stipend_year_2, (array_agg(f.stipend_year_3 order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.stipend_year_1 is not null))[1] as stipend_year_3, (array_agg(f.bond_years::float8 order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.bond_years is not null or f.bond_penalty is not null))[1] as bond_years, (array_agg(f.bond_penalty order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.bond_years is not null or f.bond_penalty is not null))[1] as bond_penalty, (array_agg(f.beds order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.beds is not null))[1] as beds, (array_agg(f.admission_fee order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.admission_fee is not null or f.annual_fee is not null or f.nri_fee_year_1 is not null or f.nri_fee_year_2 is not null or f.nri_fee_year_3 is not null or f.nri_fee_year_4 is not null or f.nri_fee_year_5 is not null or f.miscellaneous_charges is not null or f.reallocation_deduction is not null or f.amount_refunded is not null or f.amount_forfeited is not null))[1] as admission_fee, (array_agg(f.annual_fee order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.admission_fee is not null or f.annual_fee is not null or f.nri_fee_year_1 is not null or f.nri_fee_year_2 is not null or f.nri_fee_year_3 is not null or f.nri_fee_year_4 is not null or f.nri_fee_year_5 is not null or f.miscellaneous_charges is not null or f.reallocation_deduction is not null or f.amount_refunded is not null or f.amount_forfeited is not null))[1] as annual_fee, (array_agg(f.nri_fee_year_1 order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.admission_fee is not null or f.annual_fee is not null or f.nri_fee_year_1 is not null or f.nri_fee_year_2 is not null or f.nri_fee_year_3 is not null or f.nri_fee_year_4 is not null or f.nri_fee_year_5 is not null or f.miscellaneous_charges is not null or f.reallocation_deduction is not null or f.amount_refunded is not null or f.amount_forfeited is not null))[1] as nri_fee_year_1, (array_agg(f.nri_fee_year_2 order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.admission_fee is not null or f.annual_fee is not null or f.nri_fee_year_1 is not null or f.nri_fee_year_2 is not null or f.nri_fee_year_3 is not null or f.nri_fee_year_4 is not null or f.nri_fee_year_5 is not null or f.miscellaneous_charges is not null or f.reallocation_deduction is not null or f.amount_refunded is not null or f.amount_forfeited is not null))[1] as nri_fee_year_2, (array_agg(f.nri_fee_year_3 order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.admission_fee is not null or f.annual_fee is not null or f.nri_fee_year_1 is not null or f.nri_fee_year_2 is not null or f.nri_fee_year_3 is not null or f.nri_fee_year_4 is not null or f.nri_fee_year_5 is not null or f.miscellaneous_charges is not null or f.reallocation_deduction is not null or f.amount_refunded is not null or f.amount_forfeited is not null))[1] as nri_fee_year_3, (array_agg(f.nri_fee_year_4 order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.admission_fee is not null or f.annual_fee is not null or f.nri_fee_year_1 is not null or f.nri_fee_year_2 is not null or f.nri_fee_year_3 is not null or f.nri_fee_year_4 is not null or f.nri_fee_year_5 is not null or f.miscellaneous_charges is not null or f.reallocation_deduction is not null or f.amount_refunded is not null or f.amount_forfeited is not null))[1] as nri_fee_year_4, (array_agg(f.nri_fee_year_5 order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.admission_fee is not null or f.annual_fee is not null or f.nri_fee_year_1 is not null or f.nri_fee_year_2 is not null or f.nri_fee_year_3 is not null or f.nri_fee_year_4 is not null or f.nri_fee_year_5 is not null or f.miscellaneous_charges is not null or f.reallocation_deduction is not null or f.amount_refunded is not null or f.amount_forfeited is not null))[1] as nri_fee_year_5, (array_agg(f.miscellaneous_charges order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.admission_fee is not null or f.annual_fee is not null or f.nri_fee_year_1 is not null or f.nri_fee_year_2 is not null or f.nri_fee_year_3 is not null or f.nri_fee_year_4 is not null or f.nri_fee_year_5 is not null or f.miscellaneous_charges is not null or f.reallocation_deduction is not null or f.amount_refunded is not null or f.amount_forfeited is not null))[1] as miscellaneous_charges, (array_agg(f.reallocation_deduction order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.admission_fee is not null or f.annual_fee is not null or f.nri_fee_year_1 is not null or f.nri_fee_year_2 is not null or f.nri_fee_year_3 is not null or f.nri_fee_year_4 is not null or f.nri_fee_year_5 is not null or f.miscellaneous_charges is not null or f.reallocation_deduction is not null or f.amount_refunded is not null or f.amount_forfeited is not null))[1] as reallocation_deduction, (array_agg(f.amount_refunded order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.admission_fee is not null or f.annual_fee is not null or f.nri_fee_year_1 is not null or f.nri_fee_year_2 is not null or f.nri_fee_year_3 is not null or f.nri_fee_year_4 is not null or f.nri_fee_year_5 is not null or f.miscellaneous_charges is not null or f.reallocation_deduction is not null or f.amount_refunded is not null or f.amount_forfeited is not null))[1] as amount_refunded, (array_agg(f.amount_forfeited order by (fee_run.kind = 'mcc-profiles') desc nulls last, fee_run.year desc nulls last, f.id)
          filter (where f.admission_fee is not null or f.annual_fee is not null or f.nri_fee_year_1 is not null or f.nri_fee_year_2 is not null or f.nri_fee_year_3 is not null or f.nri_fee_year_4 is not null or f.nri_fee_year_5 is not null or f.miscellaneous_charges is not null or f.reallocation_deduction is not null or f.amount_refunded is not null or f.amount_forfeited is not null))[1] as amount_forfeited
  from fee f
  left join import_run fee_run on fee_run.id = f.import_run_id
  group by f.counselling_id, f.institute_id, f.course_id, f.quota, f.category, fee_run.year
) f
;--> statement-breakpoint
-- Screen data: writes to it move the data version (migration 0006).
CREATE TRIGGER "financial_row_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "financial_row" FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
