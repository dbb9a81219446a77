import { Eye, PencilLine } from "lucide-react";
import { useState } from "react";
import { FieldError } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { Markdown } from "./markdown";

/**
 * An article's Markdown body with Write and Preview tabs (the preview is the renderer readers get): the platform help
 * centre's editor and the workspace's own articles' editor share it.
 */
export function MarkdownBodyField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const [tab, setTab] = useState("write");
  return (
    <div className="grid gap-2">
      <Tabs value={tab} onValueChange={setTab} className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={tab === "write" ? id : undefined} id={`${id}-label`}>
            Body (Markdown)
          </Label>
          <TabsList aria-label="Body">
            <TabsTrigger value="write" className="px-3">
              <PencilLine aria-hidden="true" />
              Write
            </TabsTrigger>
            <TabsTrigger value="preview" className="px-3">
              <Eye aria-hidden="true" />
              Preview
            </TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="write">
          <Textarea
            id={id}
            name="body"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            spellCheck
            className="field-sizing-fixed min-h-[24rem] font-mono text-[0.8125rem] leading-6 md:text-[0.8125rem]"
            placeholder={
              "## A heading\n\nA paragraph with **bold**, *italic* and `code`.\n\n1. A step\n2. Another step"
            }
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
          />
        </TabsContent>
        <TabsContent value="preview" aria-label="Preview">
          <div className="min-h-[24rem] rounded-md border bg-background px-4 py-5 sm:px-6">
            {value.trim() ? (
              <Markdown source={value} className="max-w-[72ch]" />
            ) : (
              <p className="text-muted-foreground text-sm">Nothing to preview yet.</p>
            )}
          </div>
        </TabsContent>
      </Tabs>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        ## headings, **bold**, *italic*, `code`, [links](https://…), numbered and bulleted lists, tables and fenced
        code.
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
