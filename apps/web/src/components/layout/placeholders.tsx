import type { ReactNode } from "react";
import { Card, CardDescription, CardHeader } from "@/components/ui/card";
import { useDocumentTitle } from "@/lib/use-document-title";
import { PageHeader } from "./page-header";

interface ScreenIntroProps {
  title: string;
  description: string;
  /** Document title, when it differs from the h1. */
  documentTitle?: string;
  children?: ReactNode;
}

/** A public page's opening band: h1 and one line, on the brand tint. */
export function MarketingIntro({ title, description, documentTitle, children }: ScreenIntroProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <>
      <section className="border-b bg-gradient-to-b from-brand-soft to-background">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <PageHeader title={title} description={description} />
        </div>
      </section>
      {children}
    </>
  );
}

/** A sign-in style screen: h1 and one line in a centered card (inside AuthShell). */
export function AuthIntro({ title, description, documentTitle, children }: ScreenIntroProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Card className="shadow-md">
      <CardHeader className="gap-2 text-center">
        <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children}
    </Card>
  );
}

/** A workspace screen's heading (inside AppShell). */
export function WorkspaceIntro({ title, description, documentTitle, children }: ScreenIntroProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className="space-y-8">
      <PageHeader title={title} description={description} />
      {children}
    </div>
  );
}
