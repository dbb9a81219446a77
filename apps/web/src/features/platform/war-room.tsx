import { ArrowLeft, BookOpen } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AuthMonitor } from "./auth-monitor";
import { TenantRegistry } from "./tenant-registry";
import { parseView, VIEW_PARAM, type WarRoomView } from "./views";
import { TILE_LABELS, WarRoomOverview } from "./war-room-overview";

const WAR_ROOM_TITLE = "Super Admin War Room";

/** The super admin's knowledge base authoring (another screen of the platform). */
const KNOWLEDGE_BASE_PATH = "/su/admin/knowledge-base";

const SUB_VIEWS = {
  tenants: {
    title: TILE_LABELS.registry,
    description: "Every tenant on the platform. Suspending one signs out its staff and clients at once.",
  },
  "sign-ins": {
    title: TILE_LABELS.monitor,
    description: "Recent sign-ins and failed attempts across the platform, newest first. Updates every 10 seconds.",
  },
} as const;

/**
 * The war room (SPEC §2, DESIGN §7): live figures, the system status list and quick actions. The Tenant Registry
 * and the Authentication Monitor open inside the page (`?view=`), so Back returns to the figures.
 */
export function WarRoom() {
  const [params, setParams] = useSearchParams();
  const view = parseView(params.get(VIEW_PARAM));
  const open = (next: WarRoomView) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "overview") updated.delete(VIEW_PARAM);
        else updated.set(VIEW_PARAM, next);
        return updated;
      },
      { preventScrollReset: false },
    );

  useDocumentTitle(view === "overview" ? WAR_ROOM_TITLE : SUB_VIEWS[view].title);

  // Moving between views moves focus to the new heading (not on the first render).
  const headingRef = useRef<HTMLSpanElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [view]);

  if (view === "overview") {
    return (
      <div className="space-y-6">
        <PageHeader
          title={
            <span ref={headingRef} tabIndex={-1} className="outline-none">
              {WAR_ROOM_TITLE}
            </span>
          }
          description="Live figures across every tenant: workspaces, sessions, system health and the database."
          actions={
            <Button asChild variant="outline">
              <Link to={KNOWLEDGE_BASE_PATH}>
                <BookOpen aria-hidden="true" />
                Knowledge Base
              </Link>
            </Button>
          }
        />
        <WarRoomOverview onOpen={open} />
      </div>
    );
  }

  const { title, description } = SUB_VIEWS[view];
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <Button type="button" variant="ghost" size="sm" className="-ml-3" onClick={() => open("overview")}>
          <ArrowLeft aria-hidden="true" />
          Back to the war room
        </Button>
        <PageHeader
          eyebrow={WAR_ROOM_TITLE}
          title={
            <span ref={headingRef} tabIndex={-1} className="outline-none">
              {title}
            </span>
          }
          description={description}
        />
      </div>
      {view === "tenants" ? <TenantRegistry /> : <AuthMonitor />}
    </div>
  );
}
