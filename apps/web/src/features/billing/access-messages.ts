import { READ_ONLY_DAYS } from "@engagesuite/shared";

/** The words of the read-only banner and of the suspended and portal-unavailable pages. */
export const ACCESS_TEXT = {
  suspendedTitle: "Workspace suspended",
  suspendedWhat: (workspace: string) =>
    `${workspace} is suspended because its subscription is unpaid or ended. Until it is paid for, the team cannot open its contacts, tickets or articles.`,
  suspendedKept: "Nothing has been deleted: everything is back the moment the subscription is paid.",
  suspendedAdmin: "Pay the open charge or choose a plan on the billing page. The workspace reopens at once.",
  suspendedStaff:
    "Only an administrator of this workspace can renew its subscription. Once they have, sign in again and carry on.",
  readOnlyTitle: "This workspace is read-only",
  readOnlyAdmin: `Its subscription ended. You can read and export your data for ${READ_ONLY_DAYS} days; renew it to make changes again.`,
  readOnlyStaff:
    "Its subscription ended: you can read and export data, but not change it. Ask your administrator to renew it.",
  portalTitle: "Portal unavailable",
} as const;
