import { WarRoom } from "@/features/platform/war-room";

/** `/su/admin/dashboard`, `/war-room` and (for a SUPER_ADMIN) `/dashboard`: the platform's war room. */
export function WarRoomPage() {
  return <WarRoom />;
}
