import { createHash } from "node:crypto";
import { TAG_COLORS, verticalDefinition } from "@engagesuite/shared";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../apps/server/src/db/client";
import { hashPassword } from "../../apps/server/src/modules/auth/passwords";

/** Seeding shared by the benchmarks (as the owning role, so it is not slowed by RLS). */

export const BENCH_PASSWORD = "bench-password";
const GENERIC = verticalDefinition("generic");

/**
 * Tenants `bench0`…`bench{n-1}`, each with a TENANT_ADMIN `admin` (password BENCH_PASSWORD) and `perTenant` contacts:
 * 10 first names × 10 surnames and a number, so a name plus a number is a rare term and a surname alone a common one.
 */
export async function seedContactTenants(db: Db, tenants: number, perTenant: number): Promise<void> {
  console.log(`Seeding ${tenants} tenants × ${perTenant.toLocaleString("en-US")} contacts…`);
  const started = Date.now();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  for (let i = 0; i < tenants; i++) {
    await db.execute(sql`
    with t as (
      insert into tenants (name, subdomain, email, status)
      values (${`Bench Tenant ${i}`}, ${`bench${i}`}, ${`owner${i}@bench.example`}, 'ACTIVE')
      returning id
    )
    insert into users (tenant_id, role, email, username, password_hash)
    select id, 'TENANT_ADMIN', ${`admin${i}@bench.example`}, 'admin', ${passwordHash} from t`);
    // The generic vertical's contact types and ticket categories (the keys below), as provisioning seeds them.
    for (const [table, seeds] of [
      ["contact_types", GENERIC.contactTypes],
      ["ticket_categories", GENERIC.ticketCategories],
    ] as const) {
      await db.execute(sql`
      insert into ${sql.identifier(table)} (tenant_id, key, label, position)
      select t.id, s.key, s.label, s.position::int
      from tenants t, jsonb_to_recordset(${JSON.stringify(seeds.map((s, position) => ({ ...s, position })))}::jsonb)
        as s(key text, label text, position int)
      where t.subdomain = ${`bench${i}`}`);
    }
    await db.execute(sql`update tenants set vertical_seeded_at = now() where subdomain = ${`bench${i}`}`);
    await db.execute(sql`
    insert into contact_fields (tenant_id, key, label, kind, options, position)
    select t.id, f.key, f.label, f.kind, f.options::jsonb, f.position
    from tenants t, (values
      ('member_tier', 'Member tier', 'select', '["Bronze","Silver","Gold","Platinum"]', 0),
      ('region', 'Region', 'text', '[]', 1)) as f(key, label, kind, options, position)
    where t.subdomain = ${`bench${i}`}`);
    // Custom fields (issue 19): a tier of 4 (a common filter value) and a region of 200 (a selective one).
    await db.execute(sql`
    insert into contacts (tenant_id, name, email, phone, type, status, custom_fields, custom_search)
    select t.id,
      (array['Maria','James','Aisha','Chen','Lena','Tom','Priya','Omar','Grace','Luis'])[1 + g % 10] || ' ' ||
      (array['Garcia','Smith','Rahman','Wei','Park','Becker','Shah','Haddad','Liu','Silva'])[1 + (g / 10) % 10] || ' ' || g,
      'contact' || g || '@tenant${sql.raw(String(i))}.example',
      '+1 555 ' || lpad((g % 10000000)::text, 7, '0'),
      (array['CLIENT','VENDOR','PARTNER','EMPLOYEE','LEAD','OTHER'])[1 + g % 6],
      (array['ACTIVE','INACTIVE','PENDING'])[1 + g % 3],
      jsonb_build_object('member_tier', (array['Bronze','Silver','Gold','Platinum'])[1 + g % 4],
        'region', 'Region ' || (g % 200)),
      (array['Bronze','Silver','Gold','Platinum'])[1 + g % 4] || ' Region ' || (g % 200)
    from tenants t, generate_series(1, ${perTenant}) g
    where t.subdomain = ${`bench${i}`}`);
    process.stdout.write(".");
  }
  await db.execute(sql`analyze`);
  console.log(`\nSeeded in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * The tags of the bench tenants (issue 21), each on a realistic share of the contacts: from "Newsletter" on one in 5
 * (20,000 of 100,000) down to "Board member" on one in 500 (200), 20 in all; which contacts carry a tag is drawn from a
 * hash of the contact's id and the tag's name, so tags are independent of one another and of the names.
 */
export const BENCH_TAGS: readonly { name: string; oneIn: number }[] = [
  { name: "Newsletter", oneIn: 5 },
  { name: "Customer", oneIn: 6 },
  { name: "Prospect", oneIn: 8 },
  { name: "Follow up", oneIn: 10 },
  { name: "Event 2026", oneIn: 12 },
  { name: "Webinar", oneIn: 16 },
  { name: "Referral", oneIn: 20 },
  { name: "Renewal due", oneIn: 25 },
  { name: "Trial", oneIn: 32 },
  { name: "Partner lead", oneIn: 40 },
  { name: "Support plan", oneIn: 50 },
  { name: "Churn risk", oneIn: 64 },
  { name: "Reseller", oneIn: 80 },
  { name: "Press", oneIn: 100 },
  { name: "Speaker", oneIn: 128 },
  { name: "Beta tester", oneIn: 160 },
  { name: "Investor", oneIn: 200 },
  { name: "Advisor", oneIn: 250 },
  { name: "Key account", oneIn: 320 },
  { name: "Board member", oneIn: 500 },
];

/** The tags the benchmarks filter by: the rarest, the commonest and one in between. */
export const TAG_BY_SHARE = { rare: "Board member", common: "Newsletter", middle: "Prospect" } as const;

/** "1 in 500": how many contacts carry the tag. */
export const tagShare = (name: string) => `${name}, 1 in ${BENCH_TAGS.find((t) => t.name === name)?.oneIn}`;

/** The contact with a long history in every bench tenant: `contact1@tenant<i>.example`. */
export const HISTORY_NOTES = 300;
export const HISTORY_EVENTS = 300;
export const historyContactEmail = (tenantIndex: number) => `contact1@tenant${tenantIndex}.example`;

/**
 * BENCH_TAGS on the contacts of every bench tenant that has no tags yet (so a reused database gets them too), and
 * HISTORY_NOTES notes and HISTORY_EVENTS field changes on its history contact, one a minute (notes and events
 * interleaved), the newest an hour ago.
 */
export async function seedTagsAndHistory(db: Db): Promise<void> {
  const pending = await queryRows<{ id: string; subdomain: string }>(
    db,
    sql`select t.id, t.subdomain from tenants t
      where t.subdomain like 'bench%' and not exists (select 1 from tags where tags.tenant_id = t.id)`,
  );
  if (pending.length === 0) return;
  console.log(`Seeding ${BENCH_TAGS.length} tags and a contact's history in ${pending.length} tenants…`);
  const started = Date.now();
  const tagList = JSON.stringify(BENCH_TAGS.map((t, i) => ({ ...t, color: TAG_COLORS[i % TAG_COLORS.length] })));
  for (const { id, subdomain } of pending) {
    await db.execute(sql`
      insert into tags (tenant_id, name, color)
      select ${id}, t.name, t.color from jsonb_to_recordset(${tagList}::jsonb) as t(name text, color text)`);
    await db.execute(sql`
      insert into contact_tags (tenant_id, tag_id, contact_id)
      select c.tenant_id, tg.id, c.id
      from jsonb_to_recordset(${tagList}::jsonb) as t(name text, "oneIn" int)
        join tags tg on tg.tenant_id = ${id} and tg.name = t.name
        join contacts c on c.tenant_id = ${id} and abs(hashtext(c.id::text || t.name)) % t."oneIn" = 0`);
    const email = historyContactEmail(Number(subdomain.slice("bench".length)));
    await db.execute(sql`
      insert into contact_notes (tenant_id, contact_id, author_name, body, pinned, created_at, updated_at)
      select c.tenant_id, c.id, 'Bench Admin',
        'Called about the renewal (' || g || '). They want **two more seats** from next month; send the quote.',
        g = ${HISTORY_NOTES}, now() - interval '1 hour' - make_interval(mins => 2 * g),
        now() - interval '1 hour' - make_interval(mins => 2 * g)
      from contacts c, generate_series(1, ${HISTORY_NOTES}) g
      where c.tenant_id = ${id} and c.email = ${email}`);
    await db.execute(sql`
      insert into contact_events (tenant_id, contact_id, kind, actor_name, data, occurred_at)
      select c.tenant_id, c.id, 'field_change', 'Bench Admin',
        jsonb_build_object('field', 'status', 'label', 'Status',
          'from', (array['ACTIVE','INACTIVE','PENDING'])[1 + g % 3], 'to', (array['ACTIVE','INACTIVE','PENDING'])[1 + (g + 1) % 3]),
        now() - interval '1 hour' - make_interval(mins => 2 * g - 1)
      from contacts c, generate_series(1, ${HISTORY_EVENTS}) g
      where c.tenant_id = ${id} and c.email = ${email}`);
    process.stdout.write(".");
  }
  await db.execute(sql`analyze tags`);
  await db.execute(sql`analyze contact_tags`);
  await db.execute(sql`analyze contact_notes`);
  await db.execute(sql`analyze contact_events`);
  console.log(`\nSeeded in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** How many different words the tickets' titles (and, apart, their comments) draw one from: the queue's search terms. */
export const TICKET_VOCABULARY = 5_000;
/** The comments' words are the vocabulary's k-th word for k in COMMENT_WORDS_FROM + 1… (none is a title's). */
const COMMENT_WORDS_FROM = 10_000;

/**
 * `perTenant` tickets in every bench tenant (numbers 1…perTenant, the newest last), submitted by its admin, a third of
 * them assigned, of every type, priority and status; the tenant's ticket counter set to match. Generated in SQL
 * (generate_series), so 100,000 per tenant take seconds, not minutes. Each title ends with one of TICKET_VOCABULARY words
 * (each word in perTenant / 5,000 tickets of a tenant), and every fourth ticket has a public comment with a word of its
 * own vocabulary: the queue's search (`ticketSearchWord`) finds a few tickets by their title or by a comment.
 */
export async function seedTickets(db: Db, perTenant: number): Promise<void> {
  await db.execute(sql`
    insert into tickets (tenant_id, number, title, description, type, priority, status, submitted_by_user_id,
      assignee_id, created_at, updated_at)
    select t.id, g,
      (array['Cannot sign in','Invoice total looks wrong','Export is missing a column','Add a field to contacts',
        'Reminder e-mails not sent','Page loads slowly','Change of billing address','Import stopped halfway'])[1 + g % 8]
        || ' (' || ${sql.raw(kbWordSql(`1 + (g::bigint * 7919) % ${TICKET_VOCABULARY}`))} || ')',
      'Reported by a customer on the phone. Steps to reproduce and the expected result are in the first comment.',
      (array['technical_support','billing_inquiry','feature_request','onboarding_assistance','bug_report',
        'general_inquiry','account_management'])[1 + g % 7],
      (array['low','medium','high','critical'])[1 + g % 4],
      (array['new','open','in_progress','waiting_on_customer','waiting_on_third_party','resolved','closed'])[1 + g % 7],
      u.id, case when g % 3 = 0 then u.id end,
      now() - make_interval(mins => ${perTenant} - g), now() - make_interval(mins => ${perTenant} - g)
    from tenants t join users u on u.tenant_id = t.id, generate_series(1, ${perTenant}) g
    where t.subdomain like 'bench%'`);
  await db.execute(sql`
    insert into ticket_comments (tenant_id, ticket_id, content, is_internal, author_user_id, author_name, created_at)
    select k.tenant_id, k.id,
      'Called the customer back about ' || ${sql.raw(kbWordSql(`${COMMENT_WORDS_FROM} + 1 + ((k.number / 4)::bigint * 104729) % ${TICKET_VOCABULARY}`))}
        || '; waiting for their screenshots.',
      false, k.submitted_by_user_id, 'Bench Admin', k.created_at + interval '5 minutes'
    from tickets k join tenants t on t.id = k.tenant_id
    where t.subdomain like 'bench%' and k.number % 4 = 0`);
  await db.execute(sql`
    insert into ticket_counters (tenant_id, last_number)
    select id, ${perTenant} from tenants where subdomain like 'bench%'
    on conflict (tenant_id) do update set last_number = excluded.last_number`);
  await db.execute(sql`vacuum analyze tickets`);
  await db.execute(sql`vacuum analyze ticket_comments`);
}

/** The k-th search word of the ticket queue (k ≥ 0): a title's word for even k, a comment's for odd k. */
export const ticketSearchWord = (k: number) =>
  kbWord(
    k % 2 === 0 ? 1 + ((k / 2) % TICKET_VOCABULARY) : COMMENT_WORDS_FROM + 1 + (((k - 1) / 2) % TICKET_VOCABULARY),
  );

/*
 * Generated knowledge base articles draw their words from a 4,000-word vocabulary with a Zipf-like (log-uniform)
 * frequency, as real text does: a few words are in almost every article, most are in few. kbWord(k) is the k-th word,
 * the same in SQL and here (seven letters of md5(k)).
 */
const KB_VOCABULARY = 4_000;

const kbWordSql = (k: string) => `translate(substr(md5((${k})::int::text), 1, 7), '0123456789', 'bcdfghjklm')`;

const kbWord = (k: number) =>
  createHash("md5")
    .update(String(k))
    .digest("hex")
    .slice(0, 7)
    .replace(/[0-9]/g, (d) => "bcdfghjklm"[Number(d)]!);

/** `count` published articles `generated-1`…, spread over the categories (the catalogue and KB must be seeded). */
export async function seedGeneratedArticles(db: Db, count: number): Promise<void> {
  const words = (n: number, lowest: number) =>
    `(select string_agg(${kbWordSql(`floor(${lowest} * exp(random() * ln(${KB_VOCABULARY / lowest})))`)}, ' ')
      from generate_series(1, ${n} + 0 * g))`;
  await db.execute(sql`
    insert into kb_articles (slug, category_id, title, summary, body, tags, status, published_at)
    select 'generated-' || g,
      (select id from kb_categories order by id limit 1 offset (g % (select count(*) from kb_categories))),
      'How to ' || ${sql.raw(words(5, 20))},
      ${sql.raw(words(15, 1))},
      ${sql.raw(words(150, 1))},
      array['generated'], 'published', now()
    from generate_series(1, ${count}) g`);
  await db.execute(sql`analyze kb_articles`);
}

/**
 * A seeded pseudo-random sequence in [0, 1), the same on every run: the classic LCG modulo 2^31, in exact 32-bit
 * integer arithmetic (in floating point the product loses its low bits and the sequence falls into a cycle of about
 * 10,000 values).
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) & 0x7fff_ffff;
    return state / 2 ** 31;
  };
}

/** What people type into the KB search: a word that means something (not the ~20 in nearly every article). */
export const kbQueryWord = (random: () => number) =>
  kbWord(Math.floor(20 * Math.exp(random() * Math.log(KB_VOCABULARY / 20))));
