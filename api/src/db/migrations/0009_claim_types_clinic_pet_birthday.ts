// Claims become insurance or wellness-item claims (a wellness claim draws on its plan's allowance for one service
// instead of an insurance policy), gain a real clinic field, and pets gain an optional birth date. The dashboard
// used to send the clinic on the description's first line ("Clinic: …"); those claims are moved over once.
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table pets add column birth_date date`,
  `alter table claims add column claim_type text not null default 'INSURANCE' check (claim_type in ('INSURANCE', 'WELLNESS'))`,
  `alter table claims add column wellness_service text`,
  `alter table claims add column purchase_agreement_id integer references purchase_agreements(id)`,
  `alter table claims add column clinic text`,
  `alter table claims alter column insurance_agreement_id drop not null`,
  `alter table claims alter column condition drop not null`,
  `alter table claims add constraint claims_type_fields check (
    (claim_type = 'INSURANCE' and condition is not null and insurance_agreement_id is not null
      and wellness_service is null and purchase_agreement_id is null)
    or (claim_type = 'WELLNESS' and wellness_service is not null and purchase_agreement_id is not null
      and condition is null and insurance_agreement_id is null))`,
  `create index claims_purchase_agreement on claims (purchase_agreement_id) where purchase_agreement_id is not null`,
];

/**
 * Claims filed with the clinic on the description's first line ("Clinic: Oak Vets" then the text) get it in the clinic
 * field, and the description keeps the rest. PostgreSQL regular expressions let '.' match a newline, so the last
 * group is the whole rest of the text.
 */
export async function moveClinicOutOfDescription(db: Kysely<unknown>): Promise<number> {
  const result = await sql`update claims
      set clinic = btrim(substring(description from '^Clinic: ([^\\n]*)\\n')),
          description = btrim(substring(description from '^Clinic: [^\\n]*\\n(.*)$'))
    where clinic is null and description ~ '^Clinic: [^\\n]*\\S[^\\n]*\\n.*\\S'`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  await moveClinicOutOfDescription(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update claims set description = 'Clinic: ' || clinic || chr(10) || description where clinic is not null`.execute(
    db,
  );
  await sql`delete from claim_status_history where claim_id in (select id from claims where claim_type = 'WELLNESS')`.execute(
    db,
  );
  await sql`delete from claim_invoices where claim_id in (select id from claims where claim_type = 'WELLNESS')`.execute(
    db,
  );
  await sql`delete from claims where claim_type = 'WELLNESS'`.execute(db);
  await sql`alter table claims drop constraint claims_type_fields`.execute(db);
  await sql`alter table claims alter column condition set not null`.execute(db);
  await sql`alter table claims alter column insurance_agreement_id set not null`.execute(db);
  for (const column of ['clinic', 'purchase_agreement_id', 'wellness_service', 'claim_type']) {
    await sql.raw(`alter table claims drop column ${column}`).execute(db);
  }
  await sql`alter table pets drop column birth_date`.execute(db);
}
