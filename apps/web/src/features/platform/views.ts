/** The war room's views: its home and the two quick actions that open inside the page (no routes of their own). */
export const WAR_ROOM_VIEWS = ["overview", "tenants", "sign-ins"] as const;
export type WarRoomView = (typeof WAR_ROOM_VIEWS)[number];

/** The search parameter naming the open view (`?view=tenants`), so Back and a reload keep it. */
export const VIEW_PARAM = "view";

export function parseView(value: string | null): WarRoomView {
  return (WAR_ROOM_VIEWS as readonly string[]).includes(value ?? "") ? (value as WarRoomView) : "overview";
}
