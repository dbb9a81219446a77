import type { ComponentProps } from "react";
import { useIsHydrating } from "@/lib/use-is-hydrating";

/**
 * Every form of the app. On a server-rendered page the form is in the HTML before its script runs; a press on its
 * button then would submit it the browser's own way (a GET with the password in the address). Its controls stay
 * disabled until React has taken the page over, and a native submit could only ever be a POST.
 */
export function Form({ children, ...props }: ComponentProps<"form">) {
  const hydrating = useIsHydrating();
  return (
    <form method="post" {...props}>
      <fieldset role="presentation" disabled={hydrating} className="contents">
        {children}
      </fieldset>
    </form>
  );
}
