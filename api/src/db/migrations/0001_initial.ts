// The first schema: customers, leads, catalogue, pets, payments, agreements, claims, groups, partners, contact.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table app_meta (key text primary key, value jsonb not null)`,

  `create table customers (
    id serial primary key,
    uuid uuid not null unique,
    firebase_uid text not null unique,
    email text,
    email_verified boolean not null default false,
    first_name text,
    last_name text,
    phone text,
    shipping_address jsonb,
    interested_in jsonb not null default '[]',
    referral_code text not null unique,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,

  `create table leads (
    id integer generated always as identity primary key,
    uuid uuid not null unique,
    email text not null,
    first_name text,
    last_name text,
    city text,
    state text,
    zip_code text,
    is_uncapped boolean not null default false,
    newsletter_subscriber boolean not null default false,
    sms_consent boolean not null default false,
    sms_consent_at timestamptz,
    phone text,
    utm jsonb not null default '{}',
    referrer jsonb not null default '{}',
    customer_id integer references customers(id),
    converted_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index leads_customer_idx on leads(customer_id)`,

  `create table breeds (
    id integer primary key,
    name text not null,
    pet_type smallint not null check (pet_type in (0, 1)),
    risk_class text not null check (risk_class in ('LOW', 'STANDARD', 'ELEVATED', 'HIGH')),
    unique (pet_type, name)
  )`,

  `create table wellness_plans (
    id text primary key,
    code text not null,
    name text not null,
    pet_type smallint not null check (pet_type in (0, 1)),
    monthly_price_cents integer not null check (monthly_price_cents > 0),
    allowances jsonb not null,
    sort_order integer not null,
    unique (pet_type, code)
  )`,

  `create table pets (
    id serial primary key,
    uuid uuid not null unique,
    customer_id integer not null references customers(id),
    name text not null,
    pet_type smallint not null check (pet_type in (0, 1)),
    breed_id integer not null references breeds(id),
    age integer not null check (age between 0 and 25),
    quiz jsonb not null default '{}',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index pets_customer_idx on pets(customer_id)`,

  `create table promo_codes (
    code text primary key,
    percent_off integer not null check (percent_off between 1 and 100),
    description text not null,
    kind text not null check (kind in ('PARTNER', 'GROUP', 'REFERRAL', 'CAMPAIGN')),
    owner_ref text,
    expires_at timestamptz,
    active boolean not null default true
  )`,

  `create table partners (
    ri text primary key,
    display_name text not null,
    logo_url text,
    products jsonb not null,
    promo_code text references promo_codes(code),
    hide_prices boolean not null,
    co_branded boolean not null,
    enrollment_path text not null,
    default_billing_interval text not null check (default_billing_interval in ('month', 'year'))
  )`,

  `create table groups (
    id text primary key,
    name text not null,
    logo_url text,
    seat_lookup text not null check (seat_lookup in ('WORK_EMAIL', 'EMPLOYEE_ID')),
    products jsonb not null,
    payroll_deduction boolean not null,
    enrollment_open boolean not null,
    promo_code text references promo_codes(code)
  )`,

  `create table group_seats (
    id text primary key,
    group_id text not null references groups(id),
    work_email text,
    employee_id text,
    customer_id integer references customers(id),
    claimed_at timestamptz,
    unique (group_id, work_email),
    unique (group_id, employee_id)
  )`,

  `create table wallet_entries (
    id serial primary key,
    customer_id integer not null references customers(id),
    provider text not null check (provider in ('CARD', 'GROUP')),
    provider_id text not null,
    brand text,
    last4 text,
    exp_month integer,
    exp_year integer,
    is_default boolean not null default false,
    created_at timestamptz not null default now(),
    unique (customer_id, provider, provider_id)
  )`,

  `create table payment_tokens (
    token text primary key,
    brand text not null,
    last4 text not null,
    exp_month integer not null,
    exp_year integer not null,
    outcome text not null,
    created_at timestamptz not null default now(),
    used_at timestamptz
  )`,

  `create table sandbox_charges (
    id text primary key,
    idempotency_key text not null unique,
    token text not null,
    amount_cents integer not null,
    status text not null,
    created_at timestamptz not null default now()
  )`,

  `create table purchases (
    id serial primary key,
    uuid uuid not null unique,
    customer_id integer not null references customers(id),
    idempotency_key text not null,
    request_hash text not null,
    billing_interval text not null,
    total_cents integer not null,
    payment_provider text not null,
    payment_provider_id text not null,
    charge_id text,
    response jsonb not null,
    created_at timestamptz not null default now(),
    unique (customer_id, idempotency_key)
  )`,

  `create table payment_charges (
    id serial primary key,
    purchase_id integer not null references purchases(id),
    customer_id integer not null references customers(id),
    provider text not null,
    provider_charge_id text not null,
    amount_cents integer not null,
    created_at timestamptz not null default now()
  )`,

  `create table insurance_agreements (
    id serial primary key,
    uuid uuid not null unique,
    customer_id integer not null references customers(id),
    pet_id integer not null references pets(id),
    purchase_id integer references purchases(id),
    status text not null check (status in ('ACTIVE', 'CANCELLED', 'EXPIRED')),
    billing_interval text not null check (billing_interval in ('month', 'year')),
    deductible integer not null,
    coinsurance_percent integer not null,
    is_uncapped boolean not null,
    annual_limit_cents integer,
    price_cents integer not null,
    state text not null,
    start_date date not null,
    accident_coverage_date date not null,
    illness_coverage_date date not null,
    cruciate_coverage_date date not null,
    created_at timestamptz not null default now()
  )`,
  `create unique index insurance_one_active_per_pet on insurance_agreements(pet_id) where status = 'ACTIVE'`,
  `create index insurance_customer_idx on insurance_agreements(customer_id)`,

  `create table purchase_agreements (
    id serial primary key,
    uuid uuid not null unique,
    customer_id integer not null references customers(id),
    pet_id integer not null references pets(id),
    purchase_id integer references purchases(id),
    status text not null check (status in ('ACTIVE', 'CANCELLED', 'EXPIRED')),
    billing_interval text not null check (billing_interval in ('month', 'year')),
    wellness_plan_id text not null references wellness_plans(id),
    price_cents integer not null,
    start_date date not null,
    created_at timestamptz not null default now()
  )`,
  `create unique index wellness_one_active_per_pet on purchase_agreements(pet_id) where status = 'ACTIVE'`,
  `create index purchase_agreements_customer_idx on purchase_agreements(customer_id)`,

  `create table claims (
    id serial primary key,
    uuid uuid not null unique,
    customer_id integer not null references customers(id),
    pet_id integer not null references pets(id),
    insurance_agreement_id integer not null references insurance_agreements(id),
    status text not null check (status in ('SUBMITTED', 'IN_REVIEW', 'APPROVED', 'DENIED', 'PAID')),
    condition text not null check (condition in ('ACCIDENT', 'ILLNESS', 'CRUCIATE_LIGAMENT')),
    date_of_service date not null,
    amount_cents integer not null check (amount_cents > 0),
    description text not null,
    deductible_applied_cents integer not null,
    coinsurance_percent integer not null,
    estimated_reimbursement_cents integer not null,
    estimate_note text,
    paid_cents integer,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index claims_customer_idx on claims(customer_id)`,
  `create index claims_agreement_idx on claims(insurance_agreement_id)`,

  `create table claim_status_history (
    id serial primary key,
    claim_id integer not null references claims(id),
    status text not null,
    note text,
    created_at timestamptz not null default now()
  )`,
  `create index claim_history_claim_idx on claim_status_history(claim_id)`,

  `create table claim_invoices (
    id uuid primary key,
    claim_id integer not null references claims(id),
    file_name text not null,
    content_type text not null,
    size_bytes integer not null,
    storage_key text not null,
    sha256 text not null,
    created_at timestamptz not null default now()
  )`,
  `create index claim_invoices_claim_idx on claim_invoices(claim_id)`,

  `create table email_verifications (
    id serial primary key,
    customer_id integer not null references customers(id),
    code_hash text not null unique,
    email text not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  )`,

  `create table referral_signups (
    id serial primary key,
    uuid uuid not null unique,
    referrer_customer_id integer not null references customers(id),
    referred_customer_id integer not null unique references customers(id),
    purchase_id integer not null references purchases(id),
    reward_cents integer not null,
    reward_status text not null check (reward_status in ('EARNED', 'PAID')),
    created_at timestamptz not null default now()
  )`,
  `create index referral_signups_referrer_idx on referral_signups(referrer_customer_id)`,

  `create table contact_messages (
    id serial primary key,
    uuid uuid not null unique,
    kind text not null check (kind in ('CONSUMER', 'BUSINESS')),
    name text not null,
    email text not null,
    company text,
    phone text,
    message text not null,
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  throw new Error('The initial migration is not reversible; drop the database instead.');
}
