/**
 * Knowledge base content shipped with EngageSuite: the categories and articles every tenant can read.
 * Bodies are Markdown. Articles with a verticalSlug are industry guides for that vertical; null means everyone.
 */

export interface KbCategorySeed {
  slug: string;
  name: string;
  description: string;
}

export interface KbArticleSeed {
  slug: string;
  title: string;
  summary: string;
  body: string;
  categorySlug: string;
  tags: string[];
  verticalSlug: string | null;
  featured: boolean;
}

export const KB_CATEGORIES: KbCategorySeed[] = [
  {
    slug: "getting-started",
    name: "Getting Started",
    description: "Set up your workspace, finish onboarding and learn your way around EngageSuite.",
  },
  {
    slug: "contacts-crm",
    name: "Contacts & CRM",
    description: "Add, organise, import and export the clients, leads, vendors and partners your business works with.",
  },
  {
    slug: "help-desk",
    name: "Help Desk",
    description:
      "Handle customer tickets from first report to resolution with statuses, priorities and internal notes.",
  },
  {
    slug: "client-portal",
    name: "Client Portal",
    description: "Give your own customers a branded place to sign in, see their account and ask for help.",
  },
  {
    slug: "billing-plans",
    name: "Billing & Plans",
    description:
      "Understand the trial, the Basic, Professional and Enterprise plans, and monthly versus annual billing.",
  },
  {
    slug: "account-security",
    name: "Account & Security",
    description: "Sign in, set and reset passwords, and keep your workspace and your customers' data safe.",
  },
  {
    slug: "industry-guides",
    name: "Industry Guides",
    description:
      "Practical ways to use EngageSuite in healthcare, automotive, financial, real estate, legal, construction and education.",
  },
];

export const KB_ARTICLES: KbArticleSeed[] = [
  /* ---------------------------------------------------------------- Getting Started */
  {
    slug: "welcome-to-engagesuite",
    title: "A quick tour of your EngageSuite workspace",
    summary: "Learn what each area of EngageSuite is for and the handful of things worth doing in your first hour.",
    categorySlug: "getting-started",
    tags: ["overview", "tour", "first steps"],
    verticalSlug: null,
    featured: true,
    body: `## What EngageSuite is for

EngageSuite keeps the everyday customer work of a small business in one place: the people you deal with, the questions they ask, and a self-service area where your own customers can sign in. Every business gets its own workspace with its own address, logo and colours, and its data is kept separate from every other business on the platform.

## The main areas

- **Contacts** — your address book and CRM. Each contact has a name, e-mail, phone, job title, a **type** (Client, Vendor, Partner, Employee, Lead or Other), a **status** (Active, Inactive or Pending) and free-text notes. You can search, filter, import from CSV and export to CSV.
- **Help Desk** — customer requests as numbered tickets (for example **#00042**), each with a type, a priority and a status. Your team can assign tickets, reply to the customer and leave internal notes the customer never sees.
- **Client Portal** — a branded area at \`yourname.engagesuite.com/portal\` where your customers register, see a dashboard of their documents, appointments and account details, and open support tickets.
- **Knowledge Base** — the help articles you are reading now, grouped into categories, with featured articles, guides for your industry and a search box.

## Your workspace address

Your workspace lives at \`yourname.engagesuite.com\`, where *yourname* is the subdomain chosen during onboarding. That address opens your business's own landing page, branded with your logo and colours, and it is where you and your staff sign in. If you would rather use an address on your own website, such as \`crm.yourbusiness.com\`, you can connect a custom domain.

## Worth doing in your first hour

1. **Sign in** on your landing page with your username or e-mail and the password you set from your welcome e-mail.
2. **Bring in your contacts.** If they live in a spreadsheet, use **Import from CSV** rather than typing them in one by one.
3. **Open a test ticket** from the portal's Support area, then reply to it from the Help Desk so you can see what your customers will experience.
4. **Register a test portal account** with a personal e-mail address so you can see the portal dashboard through a customer's eyes.
5. **Decide on a custom domain** if you want one, and add the CNAME record early, because DNS changes can take a while to take effect.

## Getting help

Search this Knowledge Base with at least three characters, for example *CSV*, *ticket* or *password*. The **Industry Guides** category has articles written for specific kinds of business, such as clinics, repair shops and law firms.`,
  },
  {
    slug: "completing-the-onboarding-wizard",
    title: "Completing the six-step onboarding wizard",
    summary:
      "What each step of sign-up asks for, from choosing your industry to activation, and what happens when you finish.",
    categorySlug: "getting-started",
    tags: ["onboarding", "sign-up", "setup", "trial"],
    verticalSlug: null,
    featured: true,
    body: `## Before you start

Set aside about fifteen minutes and have the following to hand:

- your business name and logo, and the colours you use for your brand;
- the subdomain you would like, for example \`brightsmiles\` for \`brightsmiles.engagesuite.com\`;
- access to your domain's DNS settings, if you plan to use your own domain;
- a payment card for the $1 trial.

## The six steps

1. **Choose industry.** Pick the industry closest to your business: healthcare, automotive, financial services, real estate, legal, construction or education. This tailors your workspace, including which Industry Guides in the Knowledge Base are most relevant to you. If none fits exactly, choose the closest match.
2. **Select modules.** Choose the parts of EngageSuite you want to use, such as Contacts, the Help Desk and the Client Portal. It is usually best to start with what you need now rather than switching everything on.
3. **Company info.** Enter your business details. This is also where your workspace gets its identity: your business name, logo and colours appear on your landing page and in the Client Portal.
4. **DNS setup.** Confirm your subdomain (\`yourname.engagesuite.com\`). If you also want to use a custom domain, this step shows the **CNAME** record to add at your DNS provider. You can finish onboarding without a custom domain and connect one later.
5. **Payment.** Choose a plan (**Professional** is selected by default) and billing period, then pay $1 to start a **7-day trial**. You can cancel at any time before the trial ends.
6. **Activation.** Your workspace is created and your subdomain goes live.

## After activation

The tenant admin, the person who completed the wizard, receives a **welcome e-mail** with a link to set a password. The link expires after **7 days**, so set your password promptly. Then go to your landing page at \`yourname.engagesuite.com\` and sign in with your username or e-mail.

## Tips

- **Pick the subdomain carefully.** It appears in links you send to customers, including the portal address \`yourname.engagesuite.com/portal\`. Short and recognisable is best.
- **Don't wait on DNS.** If you are connecting a custom domain, add the CNAME record as soon as you know it. The security certificate is issued automatically once DNS points at EngageSuite, and DNS changes can take time to spread.
- **Use the trial properly.** Import some real contacts, open and resolve a test ticket, and register a test portal account before the seven days are up, so you know the plan you chose fits.`,
  },
  {
    slug: "setting-up-your-subdomain-and-branding",
    title: "Your subdomain, logo and colours",
    summary:
      "How your yourname.engagesuite.com address works and how your logo and colours appear to staff and customers.",
    categorySlug: "getting-started",
    tags: ["branding", "subdomain", "logo"],
    verticalSlug: null,
    featured: false,
    body: `## One address per business

Every EngageSuite business gets its own subdomain, in the form \`yourname.engagesuite.com\`. You choose *yourname* during onboarding. That one address does several jobs:

- \`yourname.engagesuite.com\` is your business's **landing page**, where you and your staff sign in;
- \`yourname.engagesuite.com/portal\` is your **Client Portal**, where your customers register and sign in.

Because each business has its own address, your customers never see another business's name or branding, and your staff always know they are in the right workspace.

## Where your branding appears

The logo and colours you provide during onboarding are applied to:

- your landing page and sign-in screen;
- the Client Portal, including registration, sign-in, the dashboard and the Support area.

Customers recognise your brand straight away, which builds trust when you ask them to create an account or sign in.

## Choosing good brand assets

1. **Logo:** use a clean version of your logo with a transparent or plain background. A wide logo with very small text becomes hard to read at header size; if you have a simpler mark or a shorter version of your name, that often works better.
2. **Colours:** choose your main brand colour. Very pale colours can make buttons and links hard to see, so if your brand uses a light colour, consider a darker shade of it.
3. **Check on a phone.** Many of your customers will open the portal from a link on their phone. Visit \`yourname.engagesuite.com/portal\` on a phone after setup to make sure everything is legible.

## Sharing your addresses

- Put the portal address on your website, in e-mail signatures, on invoices and on appointment or order confirmations.
- Give staff the landing page address and suggest they bookmark it.
- If you later connect a **custom domain**, such as \`portal.yourbusiness.com\`, update the links you share so customers see your own domain.

## Good to know

- Only one EngageSuite workspace can be signed into at a time in each browser. If someone on your team also works for another business that uses EngageSuite, signing into the second workspace shows a **Cross-Tenant Login Detected** dialog offering to sign out of the first.
- Your subdomain appears in every link you send, so treat it as part of your brand and avoid changing it once customers are using it.`,
  },
  {
    slug: "connecting-a-custom-domain",
    title: "Connecting a custom domain with a CNAME record",
    summary:
      "Use your own address, such as portal.yourbusiness.com, instead of yourname.engagesuite.com. The certificate is issued automatically.",
    categorySlug: "getting-started",
    tags: ["custom domain", "dns", "cname", "ssl"],
    verticalSlug: null,
    featured: false,
    body: `## Why use a custom domain

Your workspace always works at \`yourname.engagesuite.com\`. A custom domain lets customers reach the same workspace and portal at an address on your own domain, such as \`portal.yourbusiness.com\` or \`crm.yourbusiness.com\`. It looks more professional and reassures customers that they are in the right place.

## What you need

- A domain you own, such as \`yourbusiness.com\`.
- Access to the place where its DNS is managed. This is usually your domain registrar or your web host. If someone else manages your website, ask them to add the record for you.
- The CNAME target shown in the **DNS setup** step of onboarding.

## Step by step

1. **Pick a subdomain of your domain.** We recommend something like \`portal\`, \`crm\` or \`clients\`. A CNAME record normally can't be used on the bare domain (\`yourbusiness.com\` itself), and your main website probably lives there anyway.
2. **Sign in to your DNS provider** and open the DNS records for your domain.
3. **Add a CNAME record:**
   - **Name / Host:** the subdomain you picked, for example \`portal\`;
   - **Value / Target / Points to:** the CNAME target EngageSuite gave you;
   - **TTL:** leave the default.
4. **Save the record.** Make sure there is no other record (A, AAAA or another CNAME) with the same name, because it will conflict.
5. **Wait for DNS to update.** This is often quick but can take up to a day or two, depending on your provider.

## The security certificate

You don't need to buy or upload a certificate. Once DNS points at EngageSuite, a certificate for your custom domain is **issued automatically**, and your address will load over \`https://\` with the padlock showing. Until DNS has updated, the custom domain won't load your workspace, but \`yourname.engagesuite.com\` keeps working throughout.

## Troubleshooting

- **The domain shows my old website or an error page.** DNS hasn't updated yet, or another record with the same name is overriding the CNAME. Check your DNS records again.
- **My browser warns that the connection isn't secure.** The certificate is issued only after DNS points at EngageSuite. Wait a little and try again.
- **I typed the target with a trailing dot or extra spaces.** Some DNS providers add the trailing dot themselves; copy the target exactly and remove any spaces.

## After it works

Update your website links, e-mail signatures and documents to use the new address, for example \`https://portal.yourbusiness.com/portal\` for the Client Portal.`,
  },
  {
    slug: "your-first-week-setup-checklist",
    title: "Your first week: a setup checklist",
    summary:
      "A day-by-day checklist to get your team, contacts, help desk and portal ready before your 7-day trial ends.",
    categorySlug: "getting-started",
    tags: ["checklist", "trial", "setup"],
    verticalSlug: null,
    featured: false,
    body: `Your trial lasts seven days. This checklist spreads the setup over that week so that by the end you know whether your plan fits and your customers can start using the portal.

## Day 1: access and branding

1. Set your password from the **welcome e-mail** (the link expires after 7 days).
2. Sign in on your landing page at \`yourname.engagesuite.com\` and bookmark it.
3. Check that your logo and colours look right on the landing page and at \`/portal\`, on a computer and a phone.

## Day 2: contacts

1. Export your existing contacts from your spreadsheet, e-mail program or old system to a CSV file.
2. Tidy the columns to \`name\`, \`email\`, \`phone\`, \`jobTitle\`, \`type\`, \`status\` and \`notes\`. Only \`name\` is required.
3. Use **Import from CSV**, fix any rows the preview flags, and import.
4. Spot-check the **Leads**, **Customers**, **Partners** and **Vendors** tabs to make sure types came through correctly.

## Day 3: help desk habits

Agree as a team on:

- who picks up **New** tickets, and how quickly;
- what counts as **Critical** versus **High** priority;
- when to use **Resolved** and when to use **Closed**;
- what belongs in an internal note rather than a public reply.

Then open a test ticket from the portal and take it all the way through to Closed.

## Day 4: the Client Portal

1. Register a test customer account at \`yourname.engagesuite.com/portal\` using a personal e-mail address.
2. Look at the dashboard (documents, appointments and account details) and the Support area.
3. Write a short note for customers explaining how to register; you'll use it in e-mails and on your website.

## Day 5: domain and links

- If you are using a custom domain, confirm the CNAME record is in place and the address loads securely.
- Add the portal link to your website, e-mail signature and confirmations.

## Days 6–7: decide on your plan

Review what you used this week:

- **Users:** Basic allows up to 3, Professional up to 10, Enterprise is unlimited.
- **Storage:** 10GB, 50GB or 250GB respectively.
- **Automation and support:** Professional adds workflow automation; Enterprise adds 24/7 phone support and an SLA.

If the plan you chose is right, do nothing and your subscription continues. If EngageSuite isn't for you, cancel **before** the trial ends.`,
  },
  {
    slug: "finding-answers-in-the-knowledge-base",
    title: "Finding answers in the Knowledge Base",
    summary:
      "How the Knowledge Base is organised into categories, featured articles and industry guides, and how to search it well.",
    categorySlug: "getting-started",
    tags: ["knowledge base", "search", "help"],
    verticalSlug: null,
    featured: false,
    body: `## How it is organised

The Knowledge Base is the built-in help for EngageSuite. Articles are grouped into **categories**:

- **Getting Started** — onboarding, your subdomain, custom domains and first steps;
- **Contacts & CRM** — adding, searching, importing and exporting contacts;
- **Help Desk** — tickets, statuses, priorities, assignment and internal notes;
- **Client Portal** — what your customers see and how they register and sign in;
- **Billing & Plans** — the trial, the three plans and billing periods;
- **Account & Security** — signing in, passwords and keeping data safe;
- **Industry Guides** — advice written for a particular kind of business.

## Featured articles

A small set of articles is **featured** at the top of the Knowledge Base. These cover the questions new businesses ask most often, such as the onboarding wizard, importing contacts and how ticket statuses work. If you are new to EngageSuite, reading the featured articles first is the fastest way to get comfortable.

## Industry guides

Some articles are written for one industry: healthcare, automotive, financial services, real estate, legal, construction or education. They explain how to use the same features, such as contact types, notes, tickets and the portal, in a way that fits how that kind of business works. Articles marked for everyone apply whatever your industry.

## Searching

Type into the search box to look across article titles, summaries, tags and text.

1. **Use at least three characters.** Searches shorter than three characters don't run. *CSV* works; *IP* does not.
2. **Use the words you'd see on screen**, such as *import*, *priority*, *portal*, *CNAME* or *reset*.
3. **Keep it short.** Two or three key words usually work better than a whole sentence.
4. **Try a synonym** if nothing comes up: *login* instead of *sign in*, or *invoice* instead of *billing*.

## Good searches to try

- *import CSV* — preparing a spreadsheet and fixing preview errors;
- *cross-tenant* — the dialog you see when signed into two workspaces;
- *waiting on customer* — choosing the right ticket status;
- *trial* — how the $1 trial works and how to cancel.

## When the answer isn't here

If you can't find what you need, note the exact screen and any message you saw, including wording such as **Cross-Tenant Login Detected**. Having those details ready makes any support conversation much quicker.`,
  },

  /* ---------------------------------------------------------------- Contacts & CRM */
  {
    slug: "adding-and-editing-contacts",
    title: "Adding and editing contacts",
    summary: "What each contact field is for and how to keep your contact records useful for the whole team.",
    categorySlug: "contacts-crm",
    tags: ["contacts", "crm", "fields"],
    verticalSlug: null,
    featured: false,
    body: `## The contact record

Every contact in EngageSuite has the same set of fields:

- **Name** — the only required field. Use the person's full name, or the company name for an organisation.
- **E-mail** — their main e-mail address.
- **Phone** — the number your team should call. Include the area code.
- **Job title** — their role, for example *Office Manager* or *Site Foreman*.
- **Type** — what the relationship is: **Client**, **Vendor**, **Partner**, **Employee**, **Lead** or **Other**.
- **Status** — **Active**, **Inactive** or **Pending**.
- **Notes** — free text for anything else the team should know.

## Adding a contact

1. Open **Contacts**.
2. Before adding, **search** for the person's name, e-mail or phone number to make sure they aren't already there.
3. Add the new contact, fill in as many fields as you can, and save.

If you have more than a handful of contacts to add, preparing a spreadsheet and using **Import from CSV** is much faster.

## Editing a contact

Open the contact, change the fields you need, and save. Common reasons to edit:

- a lead becomes a customer, so change the **type** from Lead to Client;
- a customer stops using your services, so set the **status** to Inactive instead of deleting them, which keeps their history;
- someone changes jobs or phone numbers.

## Writing useful notes

Notes are where context lives, so a few habits make a big difference:

- **Date your entries**, for example *2024-05-14: prefers calls after 3pm*, and add new ones at the top.
- **Be factual and brief.** Write what a colleague would need to pick up the relationship tomorrow.
- **Don't put passwords, card numbers or other sensitive identifiers in notes.**
- Remember that search covers name, e-mail and phone, **not** notes, so put anything people will search by into those fields.

## Keeping the list clean

- Use **one contact per person**. If two people share an office e-mail address, consider giving each their own record with their direct phone number.
- Review your **Pending** contacts regularly; they usually represent something unfinished.
- Use consistent formatting for phone numbers so they are easy to scan and search.`,
  },
  {
    slug: "choosing-contact-types-and-statuses",
    title: "Choosing the right contact type and status",
    summary:
      "Use the six contact types and three statuses consistently so your tabs, filters and exports stay meaningful.",
    categorySlug: "contacts-crm",
    tags: ["contacts", "types", "status", "leads"],
    verticalSlug: null,
    featured: false,
    body: `## Why it matters

Type and status decide where a contact shows up. The tabs at the top of the contacts list (**All Contacts**, **Leads**, **Customers**, **Partners**, **Vendors**) and the **Filters** panel are built on them, and so is anything you export. If your team uses them consistently, a single click gives you an accurate list.

## The six types

| Type | Use it for |
| --- | --- |
| **Client** | People and organisations who buy from you. They appear under **Customers**. |
| **Lead** | Prospects who have shown interest but haven't bought yet. |
| **Partner** | Businesses you work alongside, such as referral partners or subcontractors. |
| **Vendor** | Suppliers you buy from. |
| **Employee** | Your own staff, if you want them in the address book. |
| **Other** | Anyone who doesn't fit the above. Use sparingly. |

## The three statuses

- **Active** — a current relationship. Most contacts should be Active.
- **Pending** — something is unfinished: a lead you haven't qualified yet, a new client whose paperwork is incomplete, or a vendor you're still vetting.
- **Inactive** — a past relationship. Use this instead of deleting, so history and notes are kept.

## A simple lead-to-customer flow

1. A new enquiry arrives, so add them as **Lead / Pending**.
2. You speak to them and they're a genuine prospect, so change to **Lead / Active**.
3. They buy, so change to **Client / Active**. They move from the Leads tab to the Customers tab.
4. They stop buying, so change to **Client / Inactive**.
5. A lead goes cold, so change to **Lead / Inactive**.

## Agree on rules as a team

Write down a few rules and share them, for example:

- "Every new web enquiry is **Lead / Pending** until someone calls them."
- "A vendor stays **Pending** until we've received their paperwork."
- "We never delete a client; we set them to **Inactive**."

## Using filters

Open **Filters** to combine type and status, for example every **Pending** **Vendor**, or every **Inactive** **Client** you might win back. Combined with **Export to CSV**, this gives you quick lists for follow-up calls or mailings.`,
  },
  {
    slug: "importing-contacts-from-csv",
    title: "Importing contacts from a CSV file",
    summary:
      "Prepare a spreadsheet with the right columns, read the import preview, fix row errors and bring in up to 5,000 contacts at once.",
    categorySlug: "contacts-crm",
    tags: ["import", "csv", "contacts", "spreadsheet"],
    verticalSlug: null,
    featured: true,
    body: `## Prepare your file

Import from CSV expects a file with a **header row** naming the columns. The columns EngageSuite understands are:

| Column | What goes in it | Required |
| --- | --- | --- |
| \`name\` | Full name or company name | **Yes** |
| \`email\` | E-mail address | No |
| \`phone\` | Phone number | No |
| \`jobTitle\` | Role or job title | No |
| \`type\` | Client, Vendor, Partner, Employee, Lead or Other | No |
| \`status\` | Active, Inactive or Pending | No |
| \`notes\` | Any free text | No |

Only \`name\` is required, but filling in \`type\` and \`status\` means contacts land straight in the right tabs.

A minimal file looks like this:

\`\`\`
name,email,phone,jobTitle,type,status,notes
Jordan Lee,jordan@example.com,555-0142,Owner,Client,Active,Referred by Sam
Acme Supplies,orders@acme.example,555-0199,,Vendor,Active,
\`\`\`

## Export from a spreadsheet

- **Excel:** File › Save As › *CSV UTF-8 (Comma delimited)*.
- **Google Sheets:** File › Download › *Comma-separated values (.csv)*.

Saving as UTF-8 keeps accented names, such as *José* or *Zoë*, intact.

## Import step by step

1. Open **Contacts** and choose **Import from CSV**.
2. Select your file. You'll see a **preview** of every row.
3. Read the preview. Any row with a problem shows its **error** next to it, for example a missing name or a type that isn't one of the six allowed values.
4. **Nothing is imported while any row has an error.** Fix the rows in your spreadsheet, save the CSV again and re-select it.
5. When the preview shows no errors, confirm the import.

## Limits

A single file can contain up to **5,000 rows**. For a larger list, split it into several files, for example by first letter of surname or by type, and import them one after another.

## Common errors and fixes

- **Missing name:** every row needs a \`name\`. Delete blank rows at the bottom of the sheet; they're easy to miss.
- **Unrecognised type or status:** use exactly the values listed above. *Customer* isn't a type; use **Client**.
- **Wrong column names:** the header must match the names in the table, including the capital T in \`jobTitle\`.
- **Commas inside a value:** your spreadsheet program adds the quotes needed when it saves as CSV, so avoid editing CSV files by hand.

## Before you import

Search for a few of the contacts to check they aren't already in EngageSuite, so you don't create duplicates.`,
  },
  {
    slug: "searching-and-filtering-contacts",
    title: "Searching and filtering your contacts",
    summary:
      "Find anyone quickly with search across name, e-mail and phone, the type tabs and the type and status filters.",
    categorySlug: "contacts-crm",
    tags: ["search", "filters", "contacts"],
    verticalSlug: null,
    featured: false,
    body: `## Three ways to narrow the list

The contacts list gives you three tools that work together: **search**, **type tabs** and **Filters**.

### Search

The search box looks across a contact's **name**, **e-mail** and **phone**. You can type:

- part of a name, such as *kowal* to find *Anna Kowalski*;
- part of an e-mail address, such as *@acme* to find everyone at one company;
- part of a phone number, such as the last four digits a caller gives you.

Search does **not** look inside notes or job titles. If your team regularly needs to find people by something else, put that information in one of the searchable fields where it fits.

### Type tabs

The tabs along the top give one-click views:

- **All Contacts** — everyone;
- **Leads** — contacts of type Lead;
- **Customers** — your clients;
- **Partners** — contacts of type Partner;
- **Vendors** — contacts of type Vendor.

Employees and contacts of type Other appear under **All Contacts**, and you can isolate them with Filters.

### Filters

Open **Filters** to choose one or more **types** and **statuses**. Filters are useful for lists the tabs don't give you directly, for example:

- all **Pending** contacts, whatever their type, to chase unfinished work;
- **Inactive** Clients, for a win-back campaign;
- **Active** Partners and Vendors together.

## Combining them

Search, tabs and filters stack. On the **Customers** tab with the status filter set to **Active**, typing *smith* shows only active customers whose name, e-mail or phone contains *smith*.

If the list looks unexpectedly short, check for a leftover search term or filter, then clear them and switch to **All Contacts**.

## Handy habits

1. **Search before you add.** It takes seconds and prevents duplicates.
2. **Answer the phone with search.** Type the caller's number as they speak and their record comes up.
3. **Use the view before exporting.** **Export to CSV** exports exactly your current search and filters, so build the view first and then export.

## Keeping search reliable

Search is only as good as your data. Enter phone numbers in a consistent format, use each person's real e-mail address, and keep one contact per person so the right record comes up first.`,
  },
  {
    slug: "exporting-contacts-to-csv",
    title: "Exporting contacts to CSV",
    summary:
      "Export exactly the contacts you're looking at, such as a filtered list for a mailing, or everything for a backup.",
    categorySlug: "contacts-crm",
    tags: ["export", "csv", "contacts"],
    verticalSlug: null,
    featured: false,
    body: `## What gets exported

**Export to CSV** exports the contacts in your **current view**. Whatever search term and filters are applied at the moment you export decide which contacts end up in the file. This makes it easy to pull out precisely the list you need, but it also means you should check your view first.

## Export a targeted list

1. Open **Contacts**.
2. Narrow the list. For example, open **Filters** and select type **Client** and status **Inactive** to find past customers.
3. Check the list on screen. This is what will be exported.
4. Choose **Export to CSV** and save the file.

Some everyday examples:

- **Holiday card list:** Clients, status Active.
- **Supplier review:** Vendors, any status.
- **Lead follow-up calls:** Leads, status Pending.
- **Everyone at one company:** search for their e-mail domain, such as *@northwind*.

## Export everything

To export your whole contact list:

1. Clear the search box.
2. Clear any filters.
3. Switch to the **All Contacts** tab.
4. Choose **Export to CSV**.

Doing this regularly, for example at the end of each month, gives you your own copy of your contact data.

## Opening the file

The file opens in Excel, Google Sheets, Numbers or any tool that reads CSV. If accented characters look garbled in Excel, import the file through Data › From Text/CSV and choose UTF-8 encoding rather than double-clicking it.

## Re-importing

Because exported files use contact columns such as \`name\`, \`email\`, \`phone\`, \`jobTitle\`, \`type\`, \`status\` and \`notes\`, an edited export is a good starting point for an import. Remember that importing adds contacts. Re-importing contacts that are already in EngageSuite creates duplicates, so only import the rows that are genuinely new.

## Handle exports with care

An export is a copy of your customers' personal details outside EngageSuite. Keep it safe:

- store it somewhere only the right people can reach;
- don't e-mail it around or leave it in a shared downloads folder;
- delete copies you no longer need;
- if you pass a list to a mailing service, export only the columns and contacts they actually need.`,
  },

  /* ---------------------------------------------------------------- Help Desk */
  {
    slug: "anatomy-of-a-help-desk-ticket",
    title: "Anatomy of a help desk ticket",
    summary:
      "What each ticket field means (title, description, type, priority, status and number) and how to use them well.",
    categorySlug: "help-desk",
    tags: ["tickets", "help desk", "ticket types"],
    verticalSlug: null,
    featured: false,
    body: `## The parts of a ticket

Every Help Desk ticket has:

- a **number**, shown as **#00042**, which customers and staff can quote to refer to it;
- a **title**, a one-line summary of the problem;
- a **description** with the details;
- a **type**, saying what kind of request it is;
- a **priority**: Low, Medium, High or Critical;
- a **status**, tracking where it is in your process.

Tickets can also be **assigned** to a member of staff, and carry a conversation of public replies and internal notes.

## Ticket types

| Type | Typical example |
| --- | --- |
| **Technical Support** | "I can't open the document on my dashboard." |
| **Billing Inquiry** | "I think I was charged twice this month." |
| **Feature Request** | "Could you offer evening appointments?" |
| **Onboarding Assistance** | "I'm a new client. What do you need from me?" |
| **Bug Report** | "The page shows an error when I click Save." |
| **General Inquiry** | "What are your opening hours over the holidays?" |
| **Account Management** | "Please update the e-mail address on my account." |

If a customer picks the wrong type, simply correct it. Accurate types make it easy to see what your customers ask about most.

## Writing a good title

A good title lets a colleague understand the ticket without opening it:

- ✗ *Help!!*
- ✓ *Invoice 1043 charged twice on 3 May*

If a customer's title is vague, it's worth improving it when you first pick up the ticket.

## A useful description

The description should answer:

1. **What** happened, or what the customer wants.
2. **When** it happened, and whether it keeps happening.
3. **What they expected** instead.
4. Any **reference**, such as an invoice, appointment date or document name.

When a description is missing something, ask for it in a public reply and set the status to **Waiting on Customer**.

## Using the ticket number

Quote the number, for example **#00042**, whenever you mention a ticket in a call, an e-mail or an internal conversation. It avoids confusion when one customer has several tickets open, and it's the fastest way for a colleague to find the right one.`,
  },
  {
    slug: "ticket-statuses-and-priorities",
    title: "Ticket statuses and priorities explained",
    summary:
      "When to use each of the seven statuses and four priorities, so everyone on your team reads a ticket the same way.",
    categorySlug: "help-desk",
    tags: ["tickets", "status", "priority", "workflow"],
    verticalSlug: null,
    featured: true,
    body: `## The seven statuses

A ticket's status answers one question: **who needs to act next?**

1. **New** — just arrived and nobody has looked at it yet. Aim to move every New ticket on quickly.
2. **Open** — someone has read it and accepted it, but work hasn't started.
3. **In Progress** — a member of staff is actively working on it.
4. **Waiting on Customer** — you need something from the customer, such as an answer, a document or a confirmation. The ball is in their court.
5. **Waiting on Third Party** — you're waiting on someone outside the conversation, such as a supplier, an insurer or a partner.
6. **Resolved** — you believe the issue is fixed and have told the customer. It's worth giving them a chance to confirm.
7. **Closed** — finished. A closed ticket **accepts no further comments**. If the issue comes back, **reopen** it rather than starting from scratch.

### Resolved or Closed?

Agree on a rule as a team. A common one: mark a ticket **Resolved** when you reply with the fix, and move it to **Closed** once the customer confirms or after a few days of silence. That way, a customer who replies "actually, it's still broken" can still comment on the ticket.

## The four priorities

Priority answers a different question: **how soon does this need attention?**

- **Critical** — the customer can't operate at all, or there is a safety, legal or data risk. Drop other work.
- **High** — significant impact, with no reasonable workaround. Handle today.
- **Medium** — a real problem with a workaround, or a time-sensitive question. Handle within your normal response time.
- **Low** — cosmetic issues, suggestions and "whenever you get a chance" questions.

Priority isn't how loudly the customer asked. Judge it by the impact, and change it as you learn more.

## Reading the queue

Together, status and priority tell you what to do next:

- **New + Critical:** pick it up now.
- **Waiting on Customer + High:** nudge the customer if you haven't heard back.
- **Waiting on Third Party:** chase the third party, not the customer.
- **In Progress** tickets that have sat for days: check whether they're really stuck.

## Keep statuses honest

Update the status every time the situation changes. If a ticket says **In Progress** but nobody is working on it, the queue gives a false picture, and customers wait longer than they should.`,
  },
  {
    slug: "assigning-tickets-and-internal-notes",
    title: "Assigning tickets and using internal notes",
    summary: "Give every ticket a clear owner and use internal notes for staff-only context the customer never sees.",
    categorySlug: "help-desk",
    tags: ["assignment", "internal notes", "teamwork"],
    verticalSlug: null,
    featured: false,
    body: `## Why assign tickets

A ticket with no owner is a ticket everyone assumes someone else is handling. Assigning it to one member of staff makes it clear who is responsible for the next step, even when other people help along the way.

## Assigning a ticket

1. Open the ticket from the Help Desk.
2. Assign it to the right person, which can be yourself.
3. Update the **status**, usually from **New** to **Open**, or to **In Progress** if work starts straight away.

Reassign whenever ownership changes, for example when a billing question turns out to need your bookkeeper, or when someone goes on holiday.

### A simple assignment routine

- One person, or a daily rota, checks **New** tickets each morning and afternoon.
- They set the **type** and **priority**, fix a vague title if needed, and assign each ticket.
- Anything **Critical** gets a phone call or a message to the assignee as well, not just the assignment.

## Internal notes

An **internal note** is a comment on a ticket that only your staff can see. **The customer never sees it** and isn't e-mailed about it. Use internal notes for:

- hand-over context: *"Spoke to her on the phone at 2pm; she'll send the form tonight."*;
- questions to colleagues: *"Sam, do you know if their plan changed last month?"*;
- what you've already tried, so nobody repeats it;
- anything you wouldn't want to say to the customer directly, such as *"Third complaint this quarter; offer a callback from the manager."*

## Public replies versus internal notes

Before you send, check which one you're writing.

- A **public reply** is shown to the customer and **e-mailed to them**.
- An **internal note** stays inside your team.

A slip here is embarrassing at best. Take a second to glance at which one is selected, especially when you're writing about the customer.

## Good note habits

- **Write for the next person.** Assume someone else will pick up the ticket tomorrow with no other context.
- **Keep it professional.** Internal notes are private to staff, but they're still part of your business records.
- **Don't paste sensitive data**, such as full card numbers or passwords, into notes or replies.
- **Finish with the next step**, for example *"Next: confirm the refund has cleared on Friday."*`,
  },
  {
    slug: "replying-to-customers-and-email-notifications",
    title: "Replying to customers and e-mail notifications",
    summary:
      "How public replies reach customers by e-mail and how to write replies that resolve tickets in fewer rounds.",
    categorySlug: "help-desk",
    tags: ["replies", "email", "customer service"],
    verticalSlug: null,
    featured: false,
    body: `## How customers hear from you

When a member of staff posts a **public reply** on a ticket, the customer is **e-mailed** so they know there's an update. Internal notes never trigger an e-mail. The customer can follow the conversation from the **Support** area of your Client Portal.

That means every public reply reaches the customer's inbox, so it's worth writing each one carefully.

## Anatomy of a good reply

1. **Acknowledge** the request in one line. *"Thanks for letting us know about the double charge on invoice 1043."*
2. **Answer or act.** Say what you've done or what the answer is, in plain language.
3. **Ask for everything you need at once.** If you need three things, list all three, numbered, so the customer can answer in one go.
4. **Say what happens next** and roughly when. *"We'll confirm once the refund has been processed, usually within two working days."*
5. **Quote the ticket number**, for example **#00042**, if you refer to it elsewhere.

## Set the status with the reply

Every time you reply, set the status to match:

- You've asked a question, so set **Waiting on Customer**.
- You've handed it to a supplier or partner, so set **Waiting on Third Party**.
- You've fixed it, so set **Resolved**.
- You're still working on it, so keep **In Progress**.

This keeps the queue accurate, and your team can see at a glance which tickets are waiting on you.

## Tone

- Use the customer's name and plain words; avoid internal jargon.
- Be specific about times and amounts.
- If you made a mistake, say so and say what you're doing about it.
- Keep replies short. Use a list for steps.

## Things never to put in a reply

Public replies go out by e-mail, and e-mail isn't the place for:

- passwords or sign-in links meant for someone else;
- full card, bank account or identification numbers;
- other customers' details;
- internal discussion. That belongs in an **internal note**.

## When the ticket is closed

A **Closed** ticket accepts no further comments. If a customer comes back about the same issue, **reopen** the ticket so the full history stays in one place, then reply as usual.`,
  },
  {
    slug: "closing-and-reopening-tickets",
    title: "Closing and reopening tickets",
    summary:
      "When to close a ticket, why closed tickets accept no comments, and how reopening keeps the history together.",
    categorySlug: "help-desk",
    tags: ["tickets", "closed", "reopen"],
    verticalSlug: null,
    featured: false,
    body: `## What closing does

Setting a ticket's status to **Closed** marks it as finished. A closed ticket **accepts no further comments**, from staff or from the customer. This keeps finished conversations tidy and stops old tickets from quietly filling up with new, unrelated questions.

## When to close

Close a ticket when there is genuinely nothing left to do:

- the customer has confirmed the fix, or has had a fair chance to reply after you marked it **Resolved**;
- the question has been answered in full;
- the request was a duplicate of another ticket (mention the other ticket's number, for example **#00042**, in a note first);
- the customer has withdrawn the request.

### Resolved first, then Closed

Many teams use **Resolved** as a waiting room: "we think this is fixed". The customer can still reply while the ticket is Resolved. After the customer confirms, or after a quiet period your team agrees on, move it to **Closed**. Write the rule down so everyone follows it.

## Before you close: a quick check

1. Has the customer had a **public reply** explaining the outcome? Closing silently leaves them wondering.
2. Is there an **internal note** summarising the cause and the fix, for anyone who sees a similar ticket later?
3. Are the **type** and **priority** accurate? They feed your picture of what customers ask about.
4. Is there anything you promised to do later? If so, it isn't finished yet.

## Reopening a ticket

Sometimes a problem comes back, or a customer has a follow-up on the same issue. Instead of opening a new ticket, **reopen** the closed one by changing its status back to **Open** or **In Progress**. Reopening:

- keeps the whole history in one place, so nobody has to ask the customer to repeat themselves;
- lets staff and the customer comment again;
- makes repeat problems easy to spot.

When you reopen, add an internal note saying why, for example *"Reopened: the customer reports the charge appeared again on 2 June."*

## New issue or same issue?

If the customer is asking about something **different**, it's usually better to start a new ticket with its own title, type and priority. Reopening is for the **same** problem coming back.`,
  },

  /* ---------------------------------------------------------------- Client Portal */
  {
    slug: "introducing-the-client-portal",
    title: "Introducing the Client Portal to your customers",
    summary:
      "What your customers can do in the portal at yourname.engagesuite.com/portal and how to get them to sign up.",
    categorySlug: "client-portal",
    tags: ["client portal", "customers", "self-service"],
    verticalSlug: null,
    featured: true,
    body: `## What the portal is

The Client Portal is a private, branded area for **your own customers**. It lives at \`yourname.engagesuite.com/portal\`, or at \`/portal\` on your custom domain if you've connected one, and shows your logo and colours throughout.

In the portal, your customers can:

- **register** for an account and **sign in**;
- see a **dashboard** of their **documents**, **appointments** and **account details**;
- open **support tickets** in the **Support** area and follow your replies.

For your business, that means fewer "can you resend that?" and "when is my appointment?" calls, and support requests that arrive with a title, a type and a description instead of scattered across phone, e-mail and text messages.

## Before you invite customers

1. **Try it yourself.** Register a test account with a personal e-mail address and look at the dashboard and Support area as a customer would.
2. **Check your branding** on a phone, since that's how many customers will open it.
3. **Decide who watches the Help Desk**, because tickets opened in the portal arrive there.

## Inviting customers

Customers register themselves, so your job is to tell them where to go and why it's worth it. Good places to share the link:

- your website, as a clear **Client login** link;
- your e-mail signature;
- appointment and order confirmations;
- invoices and welcome packs;
- a sign at your front desk.

### A short message you can adapt

> You can now see your documents and appointments and contact us online in our client portal. Register at **yourname.engagesuite.com/portal** with your e-mail address and a password of at least 6 characters. Need help? Just reply to this e-mail.

## What customers should know

- Passwords need **at least 6 characters**. Encourage something longer.
- **Closing the browser ends their session**, so they'll sign in again next time. This protects them on shared computers.
- After **too many wrong passwords**, sign-in is locked for a few minutes. Waiting and trying again is all it takes.

## Make it part of your routine

When a customer calls with a question the portal answers, answer it, then mention the portal: *"By the way, you can see that any time in your portal."* Over a few weeks, this habit moves a lot of routine questions online.`,
  },
  {
    slug: "how-customers-register-and-sign-in",
    title: "How customers register and sign in to the portal",
    summary:
      "Walk a customer through portal registration and sign-in, including the 6-character password minimum and session rules.",
    categorySlug: "client-portal",
    tags: ["client portal", "registration", "sign in"],
    verticalSlug: null,
    featured: false,
    body: `## Where customers go

Customers register and sign in at your portal address:

- \`yourname.engagesuite.com/portal\`, or
- \`/portal\` on your custom domain, for example \`portal.yourbusiness.com/portal\`.

The portal is separate from the staff landing page at \`yourname.engagesuite.com\`. Customers should always use the **/portal** address; the staff sign-in page isn't for them.

## Registering

Talk a customer through it like this:

1. Open the portal address in your browser.
2. Choose to **register** a new account.
3. Enter your details, including the **e-mail address** you want to use.
4. Choose a password of **at least 6 characters**. Longer is better: a short phrase of three or four words is easy to remember and hard to guess.
5. Finish registering. You'll arrive at your **dashboard**.

### Tips for your customers

- **Use an e-mail address they check.** Replies to their support tickets are e-mailed there.
- **Use their own e-mail, not a shared one**, where possible. This matters for households and businesses where several people deal with you.
- **Don't reuse a password** from another site.

## Signing in

1. Open the portal address.
2. Enter the e-mail address and password used at registration.
3. Sign in to reach the dashboard.

## Sessions end when the browser closes

Portal sessions don't persist after the browser is closed. When a customer closes their browser, they're signed out, and they sign in again next time. This is deliberate. It protects customers who use a shared or public computer, such as a family PC or a library terminal.

If a customer says "it keeps logging me out", check whether they're closing the browser between visits. That is expected behaviour.

## Too many wrong passwords

After **too many wrong password attempts**, sign-in is **locked for a few minutes**. This protects accounts from people guessing passwords. If a customer is locked out:

1. Ask them to wait a few minutes.
2. Check they're typing the e-mail address they registered with. Typos and old addresses are the most common cause.
3. Check Caps Lock, and whether their device has auto-filled an old password.

## Bookmarks

Suggest customers bookmark the portal address, so they don't end up on the staff landing page by mistake.`,
  },
  {
    slug: "the-portal-dashboard",
    title: "What customers see on the portal dashboard",
    summary:
      "The portal dashboard brings a customer's documents, appointments and account details together. Here's how to explain it.",
    categorySlug: "client-portal",
    tags: ["client portal", "dashboard", "documents", "appointments"],
    verticalSlug: null,
    featured: false,
    body: `## The dashboard at a glance

After signing in, a customer lands on their **dashboard**, a single page with the information they most often call you about:

- **Documents** — the documents associated with their account;
- **Appointments** — their appointments with your business;
- **Account details** — the details you hold for them.

From the dashboard they can also go to the **Support** area to open a ticket or follow up on an existing one.

## Why it helps

Think about the calls and e-mails your front desk handles each day: *"When's my next appointment?"*, *"Can you send me that document again?"*, *"What e-mail address do you have for me?"* The dashboard answers those any time, without anyone on your team needing to pick up the phone.

## Explaining it to customers

Customers engage more when they know what to look for. When you invite someone to the portal, tell them specifically what they'll find, for example:

- *"Your appointment times are on your dashboard, so you don't need to wait for a reminder."*
- *"Any documents we've shared with you are on your dashboard. No need to dig through old e-mails."*
- *"Check your account details and let us know through Support if anything is out of date."*

## Keeping it accurate

The dashboard is only helpful if it's up to date. A few habits help:

1. **Keep customer details current** in EngageSuite. When a customer tells you about a new phone number or e-mail, update it straight away.
2. **Tell customers when something new is there**, for example *"We've added your signed agreement to your portal."*
3. **Handle correction requests quickly.** If a customer reports that something on their dashboard is wrong, treat it as a ticket (type **Account Management** suits most of these) and reply when it's fixed.

## When customers can't see what they expect

If a customer says something is missing from their dashboard:

1. Check they're signed in with the **e-mail address** you have on record. A second account under an old address is a common cause.
2. Check they're on **your** portal address, \`yourname.engagesuite.com/portal\` or your custom domain.
3. If it still isn't right, ask them to open a ticket from **Support** so the details are captured and tracked.

## Privacy

Each customer sees only their own dashboard. Even so, remind customers to **close the browser** when they've finished on a shared computer, which ends their portal session.`,
  },
  {
    slug: "opening-support-tickets-from-the-portal",
    title: "Opening support tickets from the portal",
    summary:
      "How customers raise requests in the portal's Support area, and how those tickets flow into your Help Desk.",
    categorySlug: "client-portal",
    tags: ["client portal", "support", "tickets"],
    verticalSlug: null,
    featured: false,
    body: `## The Support area

Every customer signed into your Client Portal has a **Support** area. This is where they open support tickets and follow your replies. Tickets opened here arrive in your **Help Desk**, where your team works on them like any other ticket.

## How a customer opens a ticket

1. Sign in at \`yourname.engagesuite.com/portal\`.
2. Go to **Support**.
3. Start a new ticket and fill in:
   - a **title**: one line saying what it's about;
   - a **description**: the details;
   - the **type** that fits best, such as *Billing Inquiry*, *Technical Support* or *General Inquiry*.
4. Submit. The ticket gets a number, shown as **#00042**, which they can quote if they call you.

## Helping customers write useful tickets

Customers aren't support experts. Give them a short guide, for example on your website or in your welcome e-mail:

- **Say what you need in the title.** "Question about my 12 March invoice" beats "Question".
- **Include dates and references**, such as an invoice number, appointment date or document name.
- **One issue per ticket.** Two unrelated questions are easier to handle as two tickets.
- **Never include passwords or full card or bank numbers.**

## What happens next

- The ticket appears in your Help Desk with status **New**.
- Your team sets the priority, assigns it and starts work.
- When staff post a **public reply**, the customer is **e-mailed** and can read the reply in Support.
- **Internal notes** your team adds are never shown to the customer.
- If you need something from them, the ticket moves to **Waiting on Customer** until they reply.

## Following up and closed tickets

Customers can add comments to their open tickets in Support. Once a ticket is **Closed**, it accepts no more comments. If the same problem comes back, they should tell you, and your team can **reopen** the ticket so the history stays together. For a brand-new question, they should open a new ticket.

## Encouraging portal tickets over phone calls

A ticket in the portal gives you a written record, a number both sides can refer to, and a place for the whole conversation. When a customer phones about something that will take more than one conversation, suggest they also open a ticket in Support, or tell them you'll handle it there.`,
  },
  {
    slug: "troubleshooting-portal-sign-in",
    title: "Troubleshooting portal sign-in problems",
    summary:
      "Fix the most common reasons customers can't get into the portal: wrong address, lockouts, short passwords and sessions ending.",
    categorySlug: "client-portal",
    tags: ["client portal", "troubleshooting", "sign in", "lockout"],
    verticalSlug: null,
    featured: false,
    body: `When a customer calls to say they can't get into the portal, these checks, in order, solve nearly every case.

## 1. Are they on the right address?

The portal is at \`yourname.engagesuite.com/portal\`, or \`/portal\` on your custom domain. Customers sometimes end up on:

- the **staff landing page** (\`yourname.engagesuite.com\` without \`/portal\`), where their portal account won't work;
- an **old bookmark** or an address typed from memory with a typo;
- **another business's** EngageSuite portal, if they use more than one.

Ask them to read out the address in their browser, and send them the correct link if needed.

## 2. Are they locked out?

After **too many wrong passwords**, sign-in is **locked for a few minutes**. Nothing is wrong with their account. It's a protection against guessing. Ask them to wait a few minutes before trying again, and to slow down rather than trying variations quickly.

## 3. Is it the right e-mail address?

The most common cause of "my password doesn't work" is signing in with a different e-mail from the one used at registration. Ask:

- Do they have more than one e-mail address, such as work and personal?
- Did someone else in the household or office register for them?
- Has their browser auto-filled an old address or password?

## 4. Is the password being typed correctly?

- Check **Caps Lock**.
- On phones, watch for automatic capitalisation of the first letter and for a space added after auto-complete.
- Passwords need **at least 6 characters**, so a shorter one won't be accepted when they register.

## 5. "It keeps signing me out"

Portal sessions **end when the browser closes**. If the customer closes the browser, or their phone closes the browser app in the background, they'll need to sign in again. This is by design, to protect customers on shared devices. Suggest they bookmark the portal and save their password in a trusted password manager.

## 6. Still stuck?

Note down:

- the exact address they're using;
- the e-mail address they're trying;
- any message shown on screen, word for word;
- their device and browser, for example *iPhone, Safari*.

With those details, a colleague can pick up the problem without asking the customer to start again. Log the call as a Help Desk ticket of type **Technical Support** so it's tracked.`,
  },

  /* ---------------------------------------------------------------- Billing & Plans */
  {
    slug: "comparing-plans",
    title: "Comparing the Basic, Professional and Enterprise plans",
    summary: "Prices, user limits, storage and what each plan adds, to help you choose the right fit for your team.",
    categorySlug: "billing-plans",
    tags: ["plans", "pricing", "billing"],
    verticalSlug: null,
    featured: true,
    body: `## The three plans

| | **Basic** | **Professional** | **Enterprise** |
| --- | --- | --- | --- |
| Monthly price | $49/month | $99/month | $199/month |
| Annual price | $470/year | $950/year | $1,910/year |
| Users | Up to 3 | Up to 10 | Unlimited |
| Storage | 10GB | 50GB | 250GB |
| Workflow automation | — | ✓ | ✓ |
| 24/7 phone support | — | — | ✓ |
| Service level agreement (SLA) | — | — | ✓ |

**Professional** is the plan selected by default during onboarding, because it suits most growing small businesses.

## Basic

Best for very small teams, such as a sole practitioner with an assistant, or a two-person shop.

- Up to **3 users**.
- **10GB** of storage.
- The core of EngageSuite for managing contacts, handling tickets and running your Client Portal.

Choose Basic if you're confident your team will stay at three people or fewer for the next year.

## Professional

Best for most small businesses with a front desk, a few staff and growing customer numbers.

- Up to **10 users**.
- **50GB** of storage.
- **Workflow automation**, so repetitive steps don't depend on someone remembering them.

If you're unsure, start here. It leaves room to hire without outgrowing your plan immediately.

## Enterprise

Best for larger teams, multi-location businesses, or businesses where downtime has real consequences.

- **Unlimited users**.
- **250GB** of storage.
- **24/7 phone support**, so you can reach a person at any hour.
- An **SLA**: a formal service commitment, which matters if your own contracts with clients depend on your systems.

## How to choose

Ask three questions:

1. **How many people need to sign in?** Count everyone who will work in EngageSuite, not just today's team but who you expect to hire this year. More than 3 rules out Basic; more than 10 means Enterprise.
2. **How much will you store?** Document-heavy businesses, such as law, finance and construction, fill storage faster than others.
3. **What happens if you need help at 2am?** If the answer is "we lose business", Enterprise's 24/7 phone support and SLA are worth it.

## Paying annually

Every plan is cheaper when paid yearly, by roughly 20% compared with twelve monthly payments. See *Monthly versus annual billing* for the figures.`,
  },
  {
    slug: "how-the-trial-works",
    title: "How the $1 seven-day trial works",
    summary:
      "Start with a 7-day trial for $1 on the plan of your choice, and cancel any time before it ends if EngageSuite isn't right for you.",
    categorySlug: "billing-plans",
    tags: ["trial", "billing", "cancel"],
    verticalSlug: null,
    featured: false,
    body: `## The short version

- Every new business starts with a **7-day trial** that costs **$1**.
- You pay the $1 in the **Payment** step of the onboarding wizard, where you also choose your plan and billing period.
- You can **cancel at any time before the trial ends**.
- If you don't cancel, your subscription continues on the plan and billing period you chose.

## Why $1?

Taking a small payment up front confirms your payment details work, so there's no interruption when the trial ends. It also means the trial is a real workspace, with your own subdomain, branding and Client Portal, rather than a demo.

## What you get during the trial

The trial is a fully working workspace on the plan you selected. You can:

- sign in on your own landing page at \`yourname.engagesuite.com\`;
- import and manage your real contacts;
- receive and handle Help Desk tickets;
- invite customers to your Client Portal;
- connect a custom domain.

Because it's the real thing, anything you set up during the trial carries on when your subscription continues.

## Making the most of seven days

Seven days goes quickly. A focused plan:

1. **Day 1:** set your password, sign in, and check your branding.
2. **Day 2:** import your contacts from CSV.
3. **Day 3:** agree on ticket statuses and priorities, and run a test ticket end to end.
4. **Day 4:** register a test portal account and invite a few friendly customers.
5. **Days 5–7:** use it for real work, then decide.

The *Your first week: a setup checklist* article covers this in more detail.

## Choosing your plan for the trial

**Professional** is selected by default. Pick the plan you expect to use after the trial, so you can test it properly. For example, if you need workflow automation, don't trial Basic.

## Cancelling

If EngageSuite isn't right for you, cancel **before the seven days are up**. Put a reminder in your calendar on the day you sign up, for day 6, so the decision doesn't sneak up on you.

## After the trial

If you carry on, you're billed for the plan and billing period you chose: for example $99 a month for Professional monthly, or $950 for a year of Professional annual. Your workspace, contacts, tickets and portal accounts all stay exactly as they are.`,
  },
  {
    slug: "monthly-vs-annual-billing",
    title: "Monthly versus annual billing",
    summary: "Annual billing costs about 20% less than paying monthly on every plan. Here's how the numbers compare.",
    categorySlug: "billing-plans",
    tags: ["billing", "annual", "pricing"],
    verticalSlug: null,
    featured: false,
    body: `## Two ways to pay

Every EngageSuite plan can be paid **monthly** or **annually**. The features are identical. Only the price and how often you're billed differ.

## The numbers

| Plan | Monthly | 12 × monthly | Annual | You save |
| --- | --- | --- | --- | --- |
| **Basic** | $49 | $588 | $470 | $118 |
| **Professional** | $99 | $1,188 | $950 | $238 |
| **Enterprise** | $199 | $2,388 | $1,910 | $478 |

On every plan, paying annually works out at roughly **20% less** than twelve monthly payments. That's about two and a half months free each year.

## When monthly makes sense

- **You're still deciding.** After the trial, a few months on monthly billing gives you time to be sure.
- **Your team size is changing fast.** If you might move between plans soon, for example from Basic to Professional as you hire, monthly keeps things flexible.
- **Cash flow matters more than total cost.** $99 a month is easier on a small business's bank balance than $950 at once.

## When annual makes sense

- **You've settled on EngageSuite** and the plan fits your team for the next year.
- **You budget yearly.** One payment is simpler to plan for and to account for.
- **You want the lowest total cost.** The savings add up, especially on Professional and Enterprise.

## A practical approach

Many businesses:

1. start with the **$1 seven-day trial**;
2. run on **monthly** billing for the first few months while the team settles in;
3. switch to **annual** once they know which plan they need.

## Working out what a plan costs you

To compare with other tools, divide the annual price by twelve:

- Basic annual: about **$39** a month;
- Professional annual: about **$79** a month;
- Enterprise annual: about **$159** a month.

Then divide by the number of people using it. For example, a 10-person team on Professional annual pays under $8 per person per month.

## Remember the limits

Whichever way you pay, the plan limits are the same: Basic up to 3 users and 10GB, Professional up to 10 users and 50GB, Enterprise unlimited users and 250GB. Choose the plan first, then the billing period.`,
  },
  {
    slug: "user-and-storage-limits",
    title: "Understanding user and storage limits",
    summary: "Each plan includes a set number of users and amount of storage. Learn what counts and how to plan ahead.",
    categorySlug: "billing-plans",
    tags: ["limits", "users", "storage", "plans"],
    verticalSlug: null,
    featured: false,
    body: `## The limits by plan

| Plan | Users | Storage |
| --- | --- | --- |
| **Basic** | Up to 3 | 10GB |
| **Professional** | Up to 10 | 50GB |
| **Enterprise** | Unlimited | 250GB |

## What counts as a user

A **user** is a member of your staff who signs into your workspace on your landing page at \`yourname.engagesuite.com\`: the tenant admin, front-desk staff, technicians, assistants and so on.

Your **customers** who register in the Client Portal are not staff users. Portal accounts are for the people you serve, and they sign in separately at \`/portal\`.

Contacts aren't users either. You can keep your whole customer, vendor and partner list in Contacts whatever your plan.

## Planning your user count

Count everyone who needs to **work in** EngageSuite: handle tickets, update contacts, or look things up. Then think ahead:

- Are you hiring in the next six to twelve months?
- Do part-time or seasonal staff need access?
- Does a bookkeeper or outside adviser need to sign in?

If you're at or near the limit now, choose the next plan up. Moving up later is fine, but it's easier not to have to reshuffle logins when a new starter arrives.

### Each person gets their own sign-in

It can be tempting to share one login between several people to stay under a limit. Please don't:

- you lose track of **who** replied to a customer or changed a record;
- ticket **assignment** stops meaning anything;
- when someone leaves, you have to change a password everyone uses.

## What uses storage

Storage is taken up by the content your business keeps in EngageSuite, mainly **documents and files**. Contact records and ticket text use very little.

Document-heavy businesses, such as law firms, accountants, builders and clinics, use storage fastest. If you expect to keep many scanned documents, plans, photos or contracts, allow plenty of room: 50GB on Professional or 250GB on Enterprise.

## Keeping storage under control

- Don't keep several copies of the same document.
- Save scanned documents at a sensible resolution; an ordinary letter doesn't need to be a high-resolution photo.
- Review old material from customers who are now **Inactive**, in line with your record-keeping obligations.

## Outgrowing your plan

If you're regularly at your user limit or running low on storage, it's time to move up a plan. The *Comparing the Basic, Professional and Enterprise plans* article will help you pick.`,
  },
  {
    slug: "choosing-between-professional-and-enterprise",
    title: "Do you need Enterprise? Support, SLA and scale",
    summary:
      "When Professional is enough and when Enterprise's unlimited users, 250GB, 24/7 phone support and SLA are worth the difference.",
    categorySlug: "billing-plans",
    tags: ["enterprise", "support", "sla", "plans"],
    verticalSlug: null,
    featured: false,
    body: `## The difference in one table

| | **Professional** | **Enterprise** |
| --- | --- | --- |
| Price | $99/month or $950/year | $199/month or $1,910/year |
| Users | Up to 10 | Unlimited |
| Storage | 50GB | 250GB |
| Workflow automation | ✓ | ✓ |
| 24/7 phone support | — | ✓ |
| SLA | — | ✓ |

Both plans include workflow automation, so the decision usually comes down to **team size**, **storage** and **support**.

## Signs Professional is enough

- Your team is **10 people or fewer** who need to sign in, and will be for the next year.
- Your documents fit comfortably in **50GB**.
- Your business runs during normal hours, and a problem discovered in the evening can wait until morning.
- Your own contracts with customers don't require you to guarantee system availability.

Most small businesses fall into this group, which is why Professional is the default.

## Signs you need Enterprise

### Team size

You have **more than 10 people** who need their own sign-in, or you will soon, for example because you are opening a second location or taking on seasonal staff. Enterprise has **no user limit**, so you never need to ration logins. Each person keeping their own sign-in matters for accountability.

### Storage

You keep many large files, such as scanned case files, building plans, photos of work or medical documents, and expect to go past **50GB**. Enterprise gives you **250GB**.

### Round-the-clock support

Your business operates outside office hours, such as an emergency repair service, a 24-hour care provider, or a team across time zones. With **24/7 phone support**, you can reach a person whenever something goes wrong, not just during business hours.

### Commitments to your own clients

An **SLA** (service level agreement) is a formal commitment about the service you receive. If your clients, such as larger companies, public bodies or insurers, ask what guarantees stand behind the systems you use to serve them, an SLA gives you a concrete answer.

## Working out the cost

Enterprise costs $100 a month more than Professional on monthly billing, or $960 a year more on annual billing. Compare that with:

- what an hour of disruption costs you at your busiest time;
- what you'd otherwise spend working around a 10-user limit;
- whether winning or keeping one larger client depends on it.

If any of those clearly outweighs the difference, Enterprise pays for itself. If not, Professional is the sensible choice, and you can revisit the decision as you grow.`,
  },

  /* ---------------------------------------------------------------- Account & Security */
  {
    slug: "signing-in-to-your-workspace",
    title: "Signing in to your workspace",
    summary:
      "Staff sign in on your business's own landing page with a username or e-mail. Here's how, and what to check if it doesn't work.",
    categorySlug: "account-security",
    tags: ["sign in", "login", "staff"],
    verticalSlug: null,
    featured: true,
    body: `## Where to sign in

Every EngageSuite business has its own landing page at \`yourname.engagesuite.com\`, or on your custom domain if you've connected one. That's where **you and your staff** sign in. It shows your business's logo and colours, so you can tell at a glance that you're in the right place.

Your customers don't sign in here. They use the Client Portal at \`/portal\`.

## How to sign in

1. Go to your business's landing page, for example \`brightsmiles.engagesuite.com\`.
2. Enter your **username or your e-mail address**. Either works.
3. Enter your password.
4. Sign in.

Bookmark the landing page so you always go straight to the right address.

## First time?

If you're the **tenant admin**, meaning the person who completed the onboarding wizard, you'll have received a **welcome e-mail** with a link to set your password. The link expires after **7 days**. Set your password first, then sign in as above.

## If sign-in doesn't work

Work through these checks:

1. **Right address?** Make sure you're on your own business's landing page. If you work for more than one business that uses EngageSuite, it's easy to open the wrong one.
2. **Right username or e-mail?** Try the other one. If you usually use your username, try your e-mail address, or the other way round.
3. **Caps Lock and auto-fill.** Check Caps Lock, and make sure your browser hasn't filled in an old password.
4. **Several failed attempts?** Stop and wait a few minutes before trying again, rather than trying variations in quick succession.
5. **Forgotten your password?** Request a reset. Reset links expire after **one hour** and **work once**, so use the newest link promptly.

## One workspace per browser

You can be signed into only **one** EngageSuite workspace at a time in each browser. If you're signed into one business and try to sign into another, you'll see a **Cross-Tenant Login Detected** dialog offering to sign you out of the first. See *What "Cross-Tenant Login Detected" means* for details.

## Signing out

Sign out when you finish, especially on a shared computer at a front desk or in a workshop. It takes a second and stops the next person from working under your name.`,
  },
  {
    slug: "setting-your-password-from-the-welcome-email",
    title: "Setting your password from the welcome e-mail",
    summary:
      "The tenant admin's welcome e-mail contains a link to set a password. It expires after 7 days. Here's how to use it.",
    categorySlug: "account-security",
    tags: ["password", "welcome email", "admin"],
    verticalSlug: null,
    featured: false,
    body: `## The welcome e-mail

When your workspace is activated at the end of the onboarding wizard, the **tenant admin**, the person who set up the business, receives a **welcome e-mail**. It contains a link to **set a password** for the admin account. Until the password is set, the account can't be used to sign in.

## Setting your password

1. Open the welcome e-mail and select the link to set your password.
2. Choose a strong password (see below) and enter it.
3. Confirm and save.
4. Go to your landing page at \`yourname.engagesuite.com\` and sign in with your **username or e-mail** and your new password.
5. Bookmark the landing page.

## The link expires after 7 days

For security, the link in the welcome e-mail **expires after 7 days**. Set your password as soon as you receive it. If the link has expired:

- don't keep clicking the old link, because it won't work;
- request a password reset from the sign-in page instead. **Reset links expire after one hour and work only once**, so use the new link straight away.

## Can't find the welcome e-mail?

1. Check your **spam** or **junk** folder, and any "Promotions" or "Updates" tab.
2. Search your inbox for *EngageSuite*.
3. Make sure you're looking in the mailbox for the e-mail address you entered during onboarding.
4. If your business filters incoming e-mail, ask whoever manages it to check whether the message was held.

## Choosing a strong password

The tenant admin account controls your whole workspace, so give it a password that's hard to guess:

- **Make it long.** A passphrase of four or more unrelated words is both strong and memorable.
- **Make it unique.** Don't reuse a password from any other site or from your personal e-mail.
- **Use a password manager** if you can. It will remember the password for you and warn you about reuse.
- **Don't share it.** If someone else needs access, they should have their own sign-in.

## After you're in

With your password set, you're ready to work through the rest of setup: import contacts, agree how your team will handle tickets, and try out the Client Portal. The *Your first week: a setup checklist* article walks you through it.`,
  },
  {
    slug: "resetting-a-forgotten-password",
    title: "Resetting a forgotten password",
    summary:
      "Password reset links expire after one hour and work only once. Here's how to reset and what to do if the link fails.",
    categorySlug: "account-security",
    tags: ["password", "reset", "sign in"],
    verticalSlug: null,
    featured: false,
    body: `## Requesting a reset

If you've forgotten your password:

1. Go to your business's landing page at \`yourname.engagesuite.com\`.
2. Choose the option to reset your password.
3. Enter your details as asked. A reset link is e-mailed to the address on your account.
4. Open the e-mail and select the link.
5. Choose a new password and save it.
6. Sign in with your **username or e-mail** and the new password.

## Two rules about reset links

**Reset links expire after one hour.** If you request a reset and come back to it later, the link won't work. Request a new one when you're ready to use it.

**Reset links work once.** After you've used a link to set a new password, it can't be used again. This stops anyone who later gets hold of the e-mail from using it to change your password.

These rules protect your account, so a reset is something to do in one sitting: request it, open the e-mail, set the password.

## If the link doesn't work

- **"Expired" or "invalid"?** The hour has passed, or the link has already been used. Request a fresh reset.
- **Requested several resets?** Use the link in the **most recent** e-mail. Older links may no longer be valid.
- **Link broken across two lines?** Some e-mail programs split long links. Select the link itself rather than copying the text.
- **No e-mail arrived?** Check your spam or junk folder, and make sure you're checking the mailbox for the address on your EngageSuite account.

## Right workspace?

If you work for more than one business on EngageSuite, make sure you're resetting the password on the **right business's** landing page. Each workspace is separate.

## Choosing the new password

- Don't reuse your old password or one from another site.
- Use a long passphrase, or let a password manager generate one.
- Save it in your password manager straight away.

## First-time setup is different

If you've never set a password, for example you're the tenant admin and haven't yet used your **welcome e-mail**, use the link in that e-mail. It's valid for **7 days**. If it has expired, request a reset as described above.

## Customers and the portal

This article is about staff sign-in. Your customers sign in to the Client Portal at \`/portal\`. See *Troubleshooting portal sign-in problems* for help with their accounts.`,
  },
  {
    slug: "cross-tenant-login-detected",
    title: 'What "Cross-Tenant Login Detected" means',
    summary:
      "You can be signed into only one workspace per browser. This dialog appears when you try to sign into a second one.",
    categorySlug: "account-security",
    tags: ["sign in", "cross-tenant", "multiple workspaces"],
    verticalSlug: null,
    featured: false,
    body: `## Why you're seeing it

EngageSuite lets you be signed into **only one workspace at a time in each browser**. A workspace is one business's EngageSuite, at its own address such as \`brightsmiles.engagesuite.com\`.

If you're already signed into one business and then try to sign into a **different** business's workspace in the same browser, EngageSuite shows a dialog titled **Cross-Tenant Login Detected**. It offers to **sign you out of the first workspace** so you can continue into the second.

## Why EngageSuite works this way

Each business's data is strictly separate. Being signed into two businesses in the same browser at once would make it far too easy to:

- reply to a customer from the wrong business;
- add a contact to the wrong workspace;
- mix up two businesses' tickets.

Allowing one workspace per browser removes that risk entirely.

## What to do

- **You meant to switch businesses:** accept the offer to sign out of the first workspace. You'll continue signing in to the second.
- **You opened the wrong link:** don't sign out. Go back to the workspace you were using; nothing has changed.

## Who sees this

Most people never do. It's common for:

- **bookkeepers, consultants and agencies** who look after several client businesses;
- **owners of more than one business**, each with its own workspace;
- **staff who work for two employers** that both use EngageSuite;
- someone who set up a **test workspace** alongside their real one.

## Working in two businesses comfortably

If you regularly switch between businesses, you have two good options:

1. **Switch deliberately.** Sign out of one before signing in to the other, and check the logo and address before you start work.
2. **Use separate browsers or browser profiles.** For example, use one browser for Business A and another for Business B, or set up two profiles in the same browser. Each profile keeps its own sign-in, so you can have both open side by side without the dialog.

Whichever you choose, make a habit of **checking the logo and address** before replying to a customer.

## Not the same as the portal

This dialog is about staff sign-in to workspaces. Your customers sign into the Client Portal at \`/portal\`, and their sessions end when they close the browser.`,
  },
  {
    slug: "security-best-practices",
    title: "Security best practices for your team",
    summary:
      "Simple habits (own sign-ins, strong passwords, careful replies and exports) that keep your workspace and customers' data safe.",
    categorySlug: "account-security",
    tags: ["security", "passwords", "privacy", "best practices"],
    verticalSlug: null,
    featured: false,
    body: `EngageSuite keeps each business's data separate, limits password links, and locks sign-in after repeated wrong passwords. Most security incidents in small businesses, though, come down to everyday habits. These are the ones that matter most.

## Sign-ins

1. **Everyone gets their own sign-in.** Shared logins hide who did what and make it impossible to remove one person's access cleanly. Check the user count for your plan (3 on Basic, 10 on Professional, unlimited on Enterprise) and choose a plan that fits your team rather than sharing.
2. **Use long, unique passwords.** A passphrase of several words beats a short, complex one. Never reuse a password from another site.
3. **Use a password manager**, so strong passwords don't have to be memorised or written on sticky notes.
4. **Sign out of shared computers**, such as the front-desk PC or the workshop laptop.
5. **Use password links promptly.** Welcome links last 7 days; reset links last one hour and work once. Don't forward them to anyone.

## When people leave

On someone's last day:

- remove their access to the workspace;
- reassign their open tickets so nothing is left without an owner;
- change any passwords they may have known, such as for your DNS provider or shared mailbox.

## Replies and notes

- A **public reply** is e-mailed to the customer. Check who it's going to before sending.
- Put staff-only context in **internal notes**, which customers never see.
- **Never** put passwords, full card or bank numbers, or identity numbers in tickets, replies or contact notes.

## Exports

**Export to CSV** creates a copy of customer data outside EngageSuite. Export only what you need, store it somewhere access is limited, and delete copies you no longer need.

## The Client Portal

Help your customers stay safe too:

- encourage passwords longer than the **6-character minimum**;
- explain that sessions **end when the browser closes**, which protects them on shared devices;
- reassure them that a **temporary lockout** after too many wrong passwords is a protection, not a fault. Waiting a few minutes is all it takes.

## Phishing

Be suspicious of unexpected e-mails asking you to sign in. Before entering your password, check the address in your browser is your own landing page, \`yourname.engagesuite.com\` or your custom domain. If in doubt, type the address yourself instead of following the link.

## Working for more than one business

You can be signed into one workspace per browser. If you see **Cross-Tenant Login Detected**, stop and check which business you meant to work in before continuing.`,
  },

  /* ---------------------------------------------------------------- Industry Guides */
  {
    slug: "patient-intake-with-the-client-portal",
    title: "Setting up patient intake with the client portal",
    summary:
      "Use contacts, the Client Portal and the Help Desk to give new patients a smooth, private intake, without turning EngageSuite into a clinical record.",
    categorySlug: "industry-guides",
    tags: ["healthcare", "patients", "intake", "client portal"],
    verticalSlug: "healthcare",
    featured: false,
    body: `Clinics, practices and care providers spend a lot of front-desk time on intake: collecting contact details, answering "what do I need to bring?" and confirming appointments. EngageSuite can take much of that load, provided it's set up with patient privacy in mind.

## Decide what belongs in EngageSuite

Use EngageSuite for the **administrative** side of the relationship: contact details, appointments, documents you share, and non-clinical questions. Keep **clinical information** (diagnoses, treatment notes, test results) in your clinical records system, and check your own regulatory obligations for patient data. A simple team rule helps: *if it's clinical, it doesn't go in a contact note or ticket.*

## Set up new patients as contacts

1. Add each new patient as a contact with their **name**, **e-mail** and **phone**.
2. Set **type** to **Client**.
3. Set **status** to **Pending** until intake is complete, then change it to **Active**.
4. Use **notes** for administrative details only, such as *"Prefers morning appointments"* or *"Guardian: Priya Shah, 555-0187"*.

Filter on **Pending** each morning to see who still needs to finish intake.

## Invite patients to the portal

When you book a new patient, include your portal address in the confirmation:

> Before your first visit, please register at **yourclinic.engagesuite.com/portal**. You'll be able to see your appointments and any documents we share with you, and send us questions.

Once registered, patients see a **dashboard** with their **appointments**, **documents** and **account details**.

## Handle intake questions as tickets

Patients with questions before their first visit can open a ticket in the portal's **Support** area. Set up your Help Desk to handle them consistently:

- use the **Onboarding Assistance** type for new-patient questions, and **Billing Inquiry** for insurance and payment questions;
- set **priority** by how soon the appointment is, so a question about tomorrow's visit is **High**;
- use **Waiting on Customer** when you've asked the patient for something;
- add **internal notes** for front-desk hand-overs. Patients never see them, but they're still not the place for clinical detail.

Remind staff that **public replies are e-mailed** to the patient. Keep replies administrative, and ask the patient to call if they raise something clinical.

## Make the portal safe for patients

- Portal passwords need **at least 6 characters**. Encourage longer ones.
- Portal sessions **end when the browser closes**, which helps patients on shared family computers.
- After too many wrong passwords, sign-in **locks for a few minutes**. Let your front desk know, so they can reassure callers.

## Check it end to end

Register a test "patient" with a personal e-mail, open a Support ticket, reply to it, and confirm the e-mail arrives. Walking through it yourself is the best way to spot anything confusing before real patients do.`,
  },
  {
    slug: "tracking-vehicle-service-history-on-contacts",
    title: "Tracking vehicle service history on contacts",
    summary:
      "A simple, consistent way to record vehicles and service visits in contact notes so anyone on your team can see a customer's history.",
    categorySlug: "industry-guides",
    tags: ["automotive", "vehicles", "service history", "contacts"],
    verticalSlug: "automotive",
    featured: false,
    body: `Repair shops, dealerships and detailers live on repeat business, and repeat business depends on knowing what you did last time. EngageSuite doesn't have a separate vehicle record, but a consistent notes format on each customer's contact gives your whole team the history at a glance.

## Set up the customer

1. Add the vehicle owner as a contact with **name**, **e-mail** and **phone**. Include the mobile number you'll call when the car is ready.
2. Set **type** to **Client** and **status** to **Active**.
3. For **fleet customers**, add the business as a contact, and put the fleet manager's role in **job title**, for example *Fleet Manager*.

## A notes format that works

Agree on one format and stick to it. Put a **vehicle line** at the top of the notes for each vehicle, then **dated service entries**, newest first:

\`\`\`
VEHICLE: 2019 Honda Civic EX, silver, plate 7ABC123, VIN ending 4821
VEHICLE: 2015 Ford F-150, white, plate 8XYZ456

2024-06-03 Civic 48,210 mi: oil & filter, tyre rotation. Front pads at 4mm, quote next visit.
2024-01-15 F-150 102,400 mi: replaced serpentine belt. Customer declined rear brakes.
\`\`\`

Including **mileage**, **what was done** and **what was recommended or declined** makes the next conversation easy: *"Last time we said your front pads were getting low; shall we check them today?"*

## Finding customers fast

Search in Contacts covers **name, e-mail and phone**, not notes. So when a customer calls or walks in:

- search by their **phone number** or surname;
- don't rely on searching for a plate or VIN, because those live in notes.

## Other contacts in your shop

- **Parts suppliers:** type **Vendor**.
- **Towing companies, body shops and referral partners:** type **Partner**.
- **Technicians and advisers:** type **Employee**, if you want them in the address book.
- **Walk-in quotes that haven't booked yet:** type **Lead**, status **Pending**.

The **Vendors** and **Partners** tabs then give you your supplier and partner lists in one click.

## Use the Help Desk for comebacks and complaints

If a customer reports a problem after a repair, log it as a ticket rather than a note:

- set **priority** to **High**, or **Critical** if the vehicle may be unsafe to drive;
- use **Waiting on Third Party** while you wait for a part or a warranty decision;
- record technician findings in **internal notes**, and keep public replies clear and non-technical.

## Service reminders

Use **Filters** and **Export to CSV** to pull your **Active** clients into a spreadsheet for seasonal reminders, such as winter tyre changes, and keep the export secure.`,
  },
  {
    slug: "collecting-client-documents-securely",
    title: "Collecting client documents securely",
    summary:
      "Keep sensitive financial paperwork out of ordinary e-mail. Track requests in the Help Desk and use the Client Portal as your clients' home base.",
    categorySlug: "industry-guides",
    tags: ["financial", "documents", "security", "client portal"],
    verticalSlug: "financial",
    featured: false,
    body: `Accountants, bookkeepers, financial advisers and insurance brokers spend every season chasing documents: tax forms, bank statements, ID, signed engagement letters. Done carelessly, this puts your clients' most sensitive information into ordinary e-mail threads. Here's a process that keeps the chasing organised and the sensitive material out of places it shouldn't be.

## Ground rules to share with clients

Tell every client, in writing and at the start of the relationship:

1. **We'll never ask you to send full account numbers, tax IDs or passwords by ordinary e-mail.**
2. **Your client portal is your home base** for documents, appointments and questions.
3. **If you get a message that claims to be from us and asks for sensitive details, call us first.**

## Set up each client

- Add the client as a contact: **name**, **e-mail**, **phone**, type **Client**.
- Use status **Pending** while onboarding paperwork is outstanding, and **Active** once complete.
- In **notes**, record *what* you've received and when, never the sensitive contents. For example: *"2024-02-10: 2023 W-2 received and verified"*, not the figures or numbers on it.

## Invite clients to the portal

Send each client your portal address, \`yourfirm.engagesuite.com/portal\`. Once registered, they see a **dashboard** with their **documents**, **appointments** and **account details**, and can open tickets in **Support**. Encourage a password well beyond the **6-character minimum**; financial accounts deserve a strong one.

## Track every document request as a ticket

Treat each batch of requests, such as "2024 tax return documents", as a Help Desk ticket:

1. Title it clearly, for example *"2024 tax return – documents needed"*, with type **Onboarding Assistance** for new clients or **Account Management** for existing ones.
2. In the public reply, list exactly what you need as a numbered checklist, and say how it should reach you. Remind the client **not** to reply with attachments containing sensitive data, because public replies and their responses travel by e-mail.
3. Set status to **Waiting on Customer** while you wait.
4. As items arrive through your secure channel, record them in an **internal note**.
5. When everything is in, mark the ticket **Resolved**, then **Closed**.

Each week, the tickets sitting in **Waiting on Customer** are your chase list.

## Protect what you export

**Export to CSV** creates a copy of your client list outside EngageSuite. Export only the columns and clients you need, store the file somewhere with restricted access, and delete it when you're done.

## Staff habits

- Everyone uses their **own sign-in**, so your records show who handled what.
- Sign out of shared machines.
- If you work with several firms on EngageSuite, heed the **Cross-Tenant Login Detected** dialog and check you're in the right workspace before replying to a client.`,
  },
  {
    slug: "managing-leads-from-open-houses",
    title: "Managing leads from open houses",
    summary:
      "Turn a weekend of open-house sign-ins into organised leads you can follow up on Monday, using CSV import, lead types and notes.",
    categorySlug: "industry-guides",
    tags: ["real estate", "leads", "open house", "import"],
    verticalSlug: "real-estate",
    featured: false,
    body: `An open house can produce dozens of names in an afternoon. The agents who win are the ones who follow up quickly and remember who said what. Here's how to get every visitor into EngageSuite and keep the follow-up on track.

## 1. Capture the right details on the day

Whether you use a paper sheet or a tablet form, ask for:

- **name** (required);
- **e-mail** and **phone**;
- a short **note**: whether they're working with an agent, their timeline, whether they're pre-approved, and what they liked or didn't like.

Put the property address and date on every sheet so you know where each lead came from.

## 2. Build an import file

Type or paste the sign-ins into a spreadsheet with this header row:

\`\`\`
name,email,phone,jobTitle,type,status,notes
\`\`\`

For every visitor:

- \`type\`: **Lead**;
- \`status\`: **Pending** (not yet contacted);
- \`notes\`: start with the source, for example *"Open house 14 Elm St, 2024-05-18. Pre-approved, moving by Sept, liked the yard."*

Leave \`jobTitle\` blank unless it's useful, for example for investors or relocation contacts.

## 3. Check for people you already know

Before importing, search Contacts for a few names, e-mails or phone numbers, especially neighbours and repeat visitors. Remove anyone already in EngageSuite from the file and add a dated line to their existing notes instead. Importing always adds new contacts, so duplicates are easier to prevent than to clean up.

## 4. Import

Choose **Import from CSV**, select the file and review the **preview**. Fix any flagged rows, such as a missing name or a misspelled type, in the spreadsheet and re-select the file. Nothing imports until every row is clean. Up to 5,000 rows fit in one file, far more than any open house.

## 5. Follow up from the Leads tab

Open the **Leads** tab and filter on **Pending**: that's your Monday call list.

1. Call or e-mail each lead.
2. Add a dated note with the outcome.
3. Update the **status**: **Active** for genuine prospects you're now working with, **Inactive** for people who aren't buying or already have an agent.

## 6. When a lead becomes a client

When someone signs with you, change their **type** to **Client**. They move from **Leads** to **Customers**. Invite them to your Client Portal at \`youragency.engagesuite.com/portal\`, where they can see appointments such as viewings and documents you share, and raise questions in **Support** instead of sending scattered texts.

## Partners and vendors

Add mortgage brokers, inspectors and stagers as **Partner** or **Vendor** contacts, with their specialism in **job title**. When a buyer asks "who do you recommend?", the **Partners** tab has the answer.`,
  },
  {
    slug: "keeping-client-matters-confidential",
    title: "Keeping client matters confidential",
    summary:
      "Practical habits for law firms: what goes in notes, internal notes versus public replies, conflict checks, exports and sign-ins.",
    categorySlug: "industry-guides",
    tags: ["legal", "confidentiality", "internal notes", "privacy"],
    verticalSlug: "legal",
    featured: false,
    body: `Confidentiality is the foundation of legal work. EngageSuite helps you manage client relationships and enquiries, and a few clear habits make sure it supports your confidentiality obligations rather than creating new risks. These are practical suggestions, not legal advice; apply your own professional rules.

## Decide what EngageSuite is for

Use EngageSuite for **relationship and administrative** information: who the client is, how to reach them, appointments, documents you share through the portal, and non-substantive questions. Keep **privileged and substantive matter content**, such as advice, strategy and evidence, in your practice management or document system.

## Contact records

- Add clients with type **Client**, and prospective clients with type **Lead** and status **Pending** until you've run your conflict check and engaged.
- Record **opposing parties and other counterparties** as type **Other**, with a short note such as *"Opposing party – Smith v. Jones, 2024"*. This makes your contact list useful for conflict checks.
- Keep **notes** factual and administrative: matter reference, preferred contact method, who may be contacted on the client's behalf. Everyone on your team who works in Contacts can read them.

## Run a conflict check before engaging

Before taking on a new client, **search** Contacts for the prospective client's and the other parties' names, e-mail addresses and phone numbers. Search covers name, e-mail and phone, not notes, so make sure each party has their own contact record rather than being mentioned only in someone else's notes.

## Public replies versus internal notes

When clients open tickets in the portal's **Support** area:

- a **public reply** is shown to the client **and e-mailed to them**. E-mail can be forwarded, read on shared devices or sent to a spouse's inbox, so keep replies procedural (*"We've received your documents and will call you Thursday"*) and discuss substance by phone or meeting;
- an **internal note** is never shown to the client. Use it for hand-overs and scheduling, but it's still not the place for privileged analysis.

Use ticket types sensibly: **Billing Inquiry** for invoice questions, **Account Management** for changes to contact details, and **General Inquiry** for everything else administrative.

## Closing and reopening

Close tickets once answered. A **Closed** ticket accepts no more comments, which stops old threads being reused for new, unrelated matters. If the same issue returns, **reopen** it so the history stays together.

## The Client Portal

Invite clients to register at \`yourfirm.engagesuite.com/portal\` so they have one secure place for appointments, documents and questions. Portal sessions **end when the browser closes**, and repeated wrong passwords **lock sign-in for a few minutes**, which are both useful protections for clients using shared devices.

## Staff discipline

- **One sign-in per person**, so every reply and change is attributable.
- **Sign out** of shared machines and reception computers.
- Treat **CSV exports** as confidential client lists: export only what you need, store them securely and delete them afterwards.
- If you work with more than one firm on EngageSuite, the **Cross-Tenant Login Detected** dialog is your cue to check you're in the right firm's workspace.`,
  },
  {
    slug: "coordinating-subcontractors-and-suppliers",
    title: "Coordinating subcontractors and suppliers",
    summary:
      "Organise trades, suppliers, clients and prospects with contact types and notes, and use Help Desk statuses to track what you're waiting on.",
    categorySlug: "industry-guides",
    tags: ["construction", "subcontractors", "suppliers", "contacts"],
    verticalSlug: "construction",
    featured: false,
    body: `A construction business juggles more relationships than most: property owners, prospective clients, crews, subcontractors in a dozen trades, and suppliers for everything from timber to tiles. Here's how to keep them organised in EngageSuite so anyone in the office can find the right person quickly.

## Give everyone the right type

| Who | Type | Status |
| --- | --- | --- |
| Property owners and developers you're working for | **Client** | Active |
| People who've asked for a quote | **Lead** | Pending until you've priced the job |
| Subcontractors (electricians, plumbers, roofers) | **Partner** | Active, or Pending while paperwork is outstanding |
| Suppliers and hire companies | **Vendor** | Active |
| Your own crew and site managers | **Employee** | Active |
| Inspectors, architects, council contacts | **Other** | Active |

Now the **Partners** tab is your list of trades and the **Vendors** tab is your supplier list.

## Use job title for the trade

Put the trade or specialism in **job title**, for example *Licensed Electrician*, *Roofing – flat roofs* or *Concrete supplier*, so you can tell at a glance who does what.

Remember that search covers **name, e-mail and phone**. To find "a plumber", open the **Partners** tab and scan job titles. Adding the trade to a company's name, such as *"Rivera Plumbing"*, helps too.

## Keep compliance dates in notes

Subcontractor paperwork expires. Keep a short, dated record at the top of each subcontractor's **notes**:

\`\`\`
INSURANCE: expires 2025-03-31 (certificate on file)
LICENCE: expires 2024-11-30
2024-06-10: Completed wiring at 22 Oak Ave, good work, on time.
\`\`\`

When paperwork lapses, set their status to **Pending** until you receive the renewal. A quick **Filters** check on **Pending** Partners before scheduling shows who you shouldn't book yet.

## Track client issues with the Help Desk

Clients can open tickets in your Client Portal's **Support** area, at \`yourcompany.engagesuite.com/portal\`, for snags, questions and change requests. For each one:

1. Set the **priority**: **Critical** for safety issues or water coming in, **High** for anything blocking the client from using the space, **Medium** or **Low** for finishing snags.
2. **Assign** it to the site manager responsible.
3. When you're waiting for a sub or a supplier, set the status to **Waiting on Third Party**, and name who you're waiting on in an **internal note**.
4. When you need access or a decision from the client, set **Waiting on Customer**.
5. Reply publicly when it's done, mark it **Resolved**, then **Closed**.

Each morning, the tickets in **Waiting on Third Party** are your list of trades and suppliers to chase.

## Share contact lists safely

Need a list of all active subcontractors for a new project manager? Filter to **Partner** and **Active**, then **Export to CSV**. Keep the file within your team, because it contains other businesses' details.`,
  },
  {
    slug: "managing-families-and-guardians",
    title: "Managing families and guardians",
    summary:
      "Record parents and guardians clearly, handle two-household families, and give each guardian their own portal access.",
    categorySlug: "industry-guides",
    tags: ["education", "families", "guardians", "client portal"],
    verticalSlug: "education",
    featured: false,
    body: `Tutoring centres, private schools, music schools and childcare providers deal mostly with the adults responsible for a student: parents, guardians, sometimes grandparents. Getting these relationships right avoids the two classic mistakes: contacting the wrong adult, and leaving a guardian out of the loop.

## One contact per adult

Create a separate contact for **each parent or guardian** who should hear from you, each with their own **name**, **e-mail** and **phone**. Avoid a single "Chen family" contact with a shared e-mail:

- each guardian can register their **own portal account**;
- replies to their tickets reach the right inbox;
- search finds each person by their own name, e-mail or phone.

Set **type** to **Client** for enrolled families.

## Link guardians to students in notes

Put the student relationship at the top of each guardian's **notes**, in the same format every time:

\`\`\`
STUDENT: Maya Chen (Grade 4), Tuesday piano 4pm
RELATIONSHIP: Mother. Co-guardian: David Chen (separate contact)
CONTACT PREFERENCE: Text before calling. Pick-up authorised: yes
\`\`\`

Because search covers name, e-mail and phone, not notes, searching a shared surname such as *Chen* finds guardians who share it. For guardians with different surnames, the **co-guardian** line tells staff who else to check.

## Two-household families

When guardians live separately:

- keep each guardian's details and preferences on **their own** contact;
- record any communication instructions the family has given you in a short, factual note, such as *"Send schedule updates to both guardians"*;
- keep sensitive personal circumstances out of notes. Record only what staff need to act correctly, and keep any formal documents in your official records.

## Enquiries and enrolment

- New enquiries: type **Lead**, status **Pending**. The **Leads** tab becomes your enquiry list.
- After a trial lesson or visit: status **Active** while you're in conversation, or **Inactive** if they decide not to go ahead.
- On enrolment: change type to **Client**.
- At the end of the year, set families who don't return to **Inactive** rather than deleting them. Siblings often enrol later.

Teachers and tutors can be added as type **Employee**.

## The portal for families

Invite each guardian to register at \`yourschool.engagesuite.com/portal\`. On their dashboard they see **appointments**, such as lessons or parent meetings, **documents** you share, and their **account details**. They can ask questions in **Support**:

- **Billing Inquiry** for fees;
- **Account Management** for updating contact details;
- **General Inquiry** for schedules and everything else.

Remind families that portal sessions **end when the browser closes**, which is handy on shared family tablets, and that passwords need at least **6 characters**.

## Replies reach guardians by e-mail

**Public replies** are e-mailed to the guardian who opened the ticket. If the other guardian also needs to know, contact them directly, in line with the family's instructions. Use **internal notes** for staff hand-overs about the family.`,
  },
];
