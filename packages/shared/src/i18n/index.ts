import { CONTACT_TRASH_DAYS } from "../contact-trash";
import type { VerticalTerms } from "../verticals/types";

/**
 * The message catalogue of the texts that name a workspace's nouns (issue 19): i18next's JSON format (v4), read by
 * i18next on the web (apps/web/src/i18n) and in the server's e-mails (apps/server/src/i18n.ts). The nouns are never
 * concatenated in code: every message takes the workspace's terms as interpolation values (`termValues`), singular
 * `{{contact.one}}`, plural `{{contact.other}}`, with its article `{{aContact}}`, lower-cased by the `lowercase`
 * formatter; counted messages use i18next's plural suffixes (`_one`/`_other`, Intl.PluralRules).
 *
 * With the generic vertical's terms every message reads exactly as the spec quotes it (tested in i18n.test.ts).
 */
export const TERMS_MESSAGES = {
  /** The noun with its indefinite article, by the article (i18next context): "a Patient", "an Inquiry". */
  withArticle_a: "a {{noun}}",
  withArticle_an: "an {{noun}}",
  contactCount_one: "{{count}} {{contact.one}}",
  contactCount_other: "{{count}} {{contact.other}}",
  ticketCount_one: "{{count}} {{ticket.one}}",
  ticketCount_other: "{{count}} {{ticket.other}}",
  contacts: {
    heading: "{{contact.other}}",
    subtitle: "Manage tenant {{contact.other, lowercase}} and relationships",
    add: "Add {{contact.one}}",
    addTitle: "Add New {{contact.one}}",
    editTitle: "Edit {{contact.one}}",
    editDescription: "Update this {{contact.one, lowercase}}'s details.",
    allTab: "All {{contact.other}}",
    search: "Search {{contact.other, lowercase}}",
    searchPlaceholder: "Search {{contact.other, lowercase}}...",
    loading: "Loading {{contact.other, lowercase}}",
    updating: "Updating {{contact.other, lowercase}}",
    loadFailed: "Failed to load {{contact.other, lowercase}}",
    empty: "No {{contact.other, lowercase}} added yet. Add your first {{contact.one, lowercase}}.",
    emptyFiltered: "No {{contact.other, lowercase}} found matching the search criteria.",
    selectAll: "Select all {{contact.other, lowercase}}",
    importTitle: "Import {{contact.other, lowercase}}",
    importing: "Importing {{contact.other, lowercase}}",
    importingCount_one: "Importing {{count}} {{contact.one, lowercase}}...",
    importingCount_other: "Importing {{count}} {{contact.other, lowercase}}...",
    readyToImport_one: "{{count}} {{contact.one, lowercase}} is ready to import.",
    readyToImport_other: "{{count}} {{contact.other, lowercase}} are ready to import.",
    imported: {
      title: "{{contact.other}} imported",
      description_one: "{{count}} {{contact.one, lowercase}} has been imported.",
      description_other: "{{count}} {{contact.other, lowercase}} have been imported.",
    },
    created: { title: "{{contact.one}} created", description: "{{contact.one}} has been created successfully." },
    updated: { title: "{{contact.one}} updated", description: "{{contact.one}} has been updated successfully." },
    deleted: { title: "{{contact.one}} deleted", description: "{{contact.one}} has been deleted successfully." },
    createError: {
      title: "Error creating {{contact.one, lowercase}}",
      description: "There was an error creating the {{contact.one, lowercase}}.",
    },
    updateError: {
      title: "Error updating {{contact.one, lowercase}}",
      description: "There was an error updating the {{contact.one, lowercase}}.",
    },
    deleteError: {
      title: "Error deleting {{contact.one, lowercase}}",
      description: "There was an error deleting the {{contact.one, lowercase}}.",
    },
    bulkDeleted: {
      title: "{{contact.other}} deleted",
      description: "The selected {{contact.other, lowercase}} have been deleted.",
    },
    management: "{{contact.other}} Management",
    intro: "Everyone your team works with, in one place: {{contact.other, lowercase}} and the people around them.",
    typeTabs: "{{contact.one}} type",
    /**
     * A delete moves to the trash (issue 21), so the spec's "cannot be undone … permanently delete" would no longer be
     * true: the confirmation says where the contact goes and for how long (CONTACT_TRASH_DAYS).
     */
    deleteOne: `This moves the {{contact.one, lowercase}} to the trash. An administrator can restore it within ${CONTACT_TRASH_DAYS} days, with its notes and tags.`,
    /** `count` the number selected, `n` the same formatted in the workspace's locale. */
    deleteMany_one: `This moves the selected {{contact.one, lowercase}} to the trash. An administrator can restore it within ${CONTACT_TRASH_DAYS} days.`,
    deleteMany_other: `This moves the {{n}} selected {{contact.other, lowercase}} to the trash. An administrator can restore them within ${CONTACT_TRASH_DAYS} days.`,
  },
  /** The contacts' trash (issue 21 point 6); `days` is CONTACT_TRASH_DAYS. */
  trash: {
    open: "Trash",
    title: "Trash",
    intro:
      "Deleted {{contact.other, lowercase}} stay here for {{days}} days with their notes and tags, then they are deleted forever.",
    back: "Back to {{contact.other, lowercase}}",
    movedOne: "It is in the trash for {{days}} days.",
    movedMany: "They are in the trash for {{days}} days.",
    empty: "The trash is empty.",
    emptyHint: "Deleted {{contact.other, lowercase}} show up here for {{days}} days.",
    loadFailed: "Failed to load the trash",
    selectAll: "Select all {{contact.other, lowercase}} in the trash",
    restore: "Restore",
    deleteForever: "Delete forever",
    emptyTrash: "Empty trash",
    deletingForever: "Deleting...",
    emptyConfirm_one:
      "This action cannot be undone. This will permanently delete the {{n}} {{contact.one, lowercase}} in the trash, with its notes and tags.",
    emptyConfirm_other:
      "This action cannot be undone. This will permanently delete the {{n}} {{contact.other, lowercase}} in the trash, with their notes and tags.",
    foreverConfirm_one:
      "This action cannot be undone. This will permanently delete the {{contact.one, lowercase}}, with its notes and tags.",
    foreverConfirm_other:
      "This action cannot be undone. This will permanently delete the {{n}} selected {{contact.other, lowercase}}, with their notes and tags.",
    restored_one: "{{count}} {{contact.one, lowercase}} restored",
    restored_other: "{{count}} {{contact.other, lowercase}} restored",
    deleted_one: "{{count}} {{contact.one, lowercase}} deleted forever",
    deleted_other: "{{count}} {{contact.other, lowercase}} deleted forever",
    count_one: "{{n}} {{contact.one, lowercase}} in the trash",
    count_other: "{{n}} {{contact.other, lowercase}} in the trash",
  },
  /** The contact record page (issue 21). */
  record: {
    back: "Back to {{contact.other, lowercase}}",
    notFound: "{{contact.one}} not found",
    tickets: "{{ticket.other}}",
    noTickets: "No {{ticket.other, lowercase}} from this {{contact.one, lowercase}} yet.",
    portalAccount: "{{portal}} account",
    noPortalAccount: "No {{portal}} account is linked to this {{contact.one, lowercase}}.",
    ticketOpened: "Opened {{ticket.one, lowercase}} #{{number}}",
    ticketClosed: "{{ticket.one}} #{{number}} closed",
    ticketStatus: "{{ticket.one}} #{{number}} moved to {{status}}",
    portalRegistered: "Joined the {{portal}}",
    portalSignIn: "Signed in to the {{portal}}",
  },
  /** Duplicates and merge (issue 21 point 7). */
  merge: {
    duplicateWarning: "A {{contact.one, lowercase}} with this e-mail already exists: {{name}}",
    duplicateMore_one: "And {{count}} more with this e-mail.",
    duplicateMore_other: "And {{count}} more with this e-mail.",
    open: "Open {{name}}",
    createAnyway: "Create anyway",
    saveAnyway: "Save anyway",
    action: "Merge…",
    title: "Merge {{contact.other, lowercase}}",
    description:
      "Choose the {{contact.one, lowercase}} to merge into {{name}}. Its notes, tags, {{ticket.other, lowercase}} and timeline move here; then it is deleted for good.",
    sameEmail: "Same e-mail",
    search: "Find {{aContact, lowercase}} by name",
    searchPlaceholder: "Search {{contact.other, lowercase}}...",
    noMatches: "No other {{contact.other, lowercase}} match.",
    keeps: "{{name}} keeps",
    takes: "Merged in and deleted",
    confirm: "Merge into {{name}}",
    merging: "Merging...",
    mergedTitle: "{{contact.other}} merged",
    merged: "{{other}} was merged into {{name}}.",
    timeline: "Merged {{name}} into this {{contact.one, lowercase}}",
    timelineWithEmail: "Merged {{name}} ({{email}}) into this {{contact.one, lowercase}}",
  },
  /** What the bell and the members' notification mails say about a ticket (issue 22 point 4). */
  notifications: {
    created: "New {{ticket.one, lowercase}} {{id}}: {{title}}",
    createdFrom: "New {{ticket.one, lowercase}} {{id}} from {{name}}: {{title}}",
    assigned: "{{ticket.one}} {{id}} assigned to you: {{title}}",
    assignedBody: "{{name}} assigned it to you.",
    replied: "{{name}} replied on {{id}}: {{title}}",
    breachedFirstResponse: "{{ticket.one}} {{id}} missed its first-response target",
    breachedResolution: "{{ticket.one}} {{id}} missed its resolution target",
  },
  tickets: {
    intro: "Support {{ticket.other, lowercase}} from your clients and your team, with their status and comments.",
    statusTabs: "{{ticket.one}} status",
    noneInTab: "No {{status}} {{ticket.other, lowercase}} found",
    noneDescription: "{{ticket.other}} opened by your clients on their portal, or by your team, show up here.",
    createFailed: "Failed to create {{ticket.one, lowercase}}: {{reason}}",
    allTab: "All {{ticket.other}}",
    search: "Search {{ticket.other, lowercase}}",
    searchPlaceholder: "Search {{ticket.other, lowercase}} by title...",
    none: "No {{ticket.other, lowercase}} yet",
    noneMatch: "No {{ticket.other, lowercase}} match these filters",
    create: "Create {{ticket.one}}",
    createDescription: "Log a request for the help desk; it starts as a new {{ticket.one, lowercase}}.",
    createTitle: "Create Support {{ticket.one}}",
    createDefaultDescription:
      "Describe the problem or request; the support team replies on the {{ticket.one, lowercase}}.",
    submit: "Submit {{ticket.one}}",
    submitted: "Your {{ticket.one, lowercase}} has been submitted successfully",
    listFailed: "There was a problem loading your {{ticket.other, lowercase}}. Please try again.",
    portalList: "Your {{ticket.other, lowercase}}",
    updated: "{{ticket.one}} updated",
    notFound: "{{ticket.one}} not found",
    closed: "This {{ticket.one, lowercase}} is closed and accepts no new comments.",
    replyHint: "The {{contact.one, lowercase}} who opened the {{ticket.one, lowercase}} sees this reply.",
    portalNew: "New {{ticket.one, lowercase}}",
    portalEmpty: "Open {{aTicket, lowercase}} and the team will reply here.",
    portalIntro:
      "Ask a question or report a problem. Follow your {{ticket.other, lowercase}} and read the team's replies here.",
    portalCreateDescription: "Tell us what you need help with; the team replies on the {{ticket.one, lowercase}}.",
    cannedIntro:
      "Saved answers your team inserts into a reply on a {{ticket.one, lowercase}} with “Insert reply”. Placeholders are filled in when a reply is inserted; one without a value is left empty.",
    cannedContactName: "The {{ticket.one, lowercase}}'s {{contact.one, lowercase}}, full name",
    cannedContactFirstName: "The {{contact.one, lowercase}}'s first name",
    cannedTicketNumber: "The {{ticket.one, lowercase}}'s number, as #00042",
  },
  portal: {
    name: "{{portal}}",
    loginTitle: "{{portal}} Login",
    verifyDescription: "Confirm that this address is yours to finish setting up your {{portal, lowercase}} account.",
    registerDescription: "Register for the {{portal, lowercase}} to see your documents and appointments.",
  },
  email: {
    accountExistsSubject: "Your {{tenantName}} {{portal, lowercase}} account",
    accountExistsIntro:
      "Someone tried to create a {{tenantName}} {{portal, lowercase}} account with this e-mail address, which already has one.",
    /** A portal account's name in mails: "Demo Health Clinic patient portal". */
    portalAccount: "{{tenantName}} {{portal, lowercase}}",
    verifyIntro:
      "Please confirm that this is your e-mail address for your {{tenantName}} {{portal, lowercase}} account.",
    replySubject: "New reply on your {{ticket.one, lowercase}} {{ticketId}}: {{title}}",
    replyHeading: "New reply on {{ticket.one, lowercase}} {{ticketId}}",
    replyIntro: '{{author}} replied to your {{ticket.one, lowercase}} "{{title}}"{{when}}:',
    resolvedSubject: "Your {{ticket.one, lowercase}} {{ticketId}} is resolved: {{title}}",
    resolvedHeading: "{{ticket.one}} {{ticketId}} is resolved",
    resolvedIntro:
      'We have marked your {{ticket.one, lowercase}} "{{title}}" as resolved. If something is still not right, reply on it and we will pick it up again.',
  },
} as const;

/** The interpolation values every terms message reads: the nouns, and each with its article ("a Patient"). */
export interface TermValues extends VerticalTerms {
  aContact: string;
  aTicket: string;
}

/**
 * The values for a workspace's terms; `withArticle` formats the noun with its article from the catalogue (the
 * caller's i18next `t`, so a translation may place the article its own way).
 */
export function termValues(
  terms: VerticalTerms,
  withArticle: (noun: string, article: "a" | "an") => string,
): TermValues {
  return {
    ...terms,
    aContact: withArticle(terms.contact.one, terms.contact.article),
    aTicket: withArticle(terms.ticket.one, terms.ticket.article),
  };
}
