import { Menu, X } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The phone-width button that opens and closes a header's menu (the element `controls` names). */
export function MenuToggle({ open, controls, onToggle }: { open: boolean; controls: string; onToggle: () => void }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? "Close menu" : "Open menu"}
      onClick={onToggle}
    >
      {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
    </Button>
  );
}
