import { numericIdSchema } from "@engagesuite/shared";
import { ArrowLeft, FileQuestion, Plus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ArticleEditor } from "@/features/kb/admin/article-editor";
import { ArticlesTable } from "@/features/kb/admin/articles-table";
import { CategoriesPanel } from "@/features/kb/admin/categories-panel";
import { useAdminArticle, useAdminArticles, useKbCategories } from "@/features/kb/api";
import { KbEmptyState, KbErrorAlert } from "@/features/kb/states";
import { errorStatus } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";

/** The query parameter naming the article in the editor: "new" or an id. */
export const ARTICLE_PARAM = "article";
export const KB_ADMIN_PATH = "/su/admin/knowledge-base";

const editHref = (id: number | "new") => `${KB_ADMIN_PATH}?${ARTICLE_PARAM}=${id}`;

/**
 * /su/admin/knowledge-base (super admin): every article with its status, the categories, and a page-level editor
 * (`?article=new` or `?article={id}`).
 */
export function KbAdminPage() {
  const [params, setParams] = useSearchParams();
  const param = params.get(ARTICLE_PARAM);
  const parsedId = param && param !== "new" ? numericIdSchema.safeParse(param) : null;
  const editingId = parsedId?.success ? parsedId.data : null;
  const editing = param !== null;
  useDocumentTitle(editing ? (param === "new" ? "New article" : "Edit article") : "Knowledge Base");

  const categories = useKbCategories();
  const articles = useAdminArticles();
  const article = useAdminArticle(editingId);

  const close = () => setParams({}, { replace: false });
  const onCreated = (id: number) => setParams({ [ARTICLE_PARAM]: String(id) }, { replace: true });

  if (editing) {
    if (param !== "new" && (editingId === null || (article.isError && errorStatus(article.error) === 404))) {
      return (
        <KbEmptyState
          icon={FileQuestion}
          title="Article not found"
          description="It may have been deleted."
          action={
            <Button asChild variant="outline">
              <Link to={KB_ADMIN_PATH}>
                <ArrowLeft aria-hidden="true" />
                All articles
              </Link>
            </Button>
          }
        />
      );
    }
    if (categories.isError || (param !== "new" && article.isError)) {
      return (
        <KbErrorAlert
          title="Failed to load the article"
          onRetry={() => {
            void categories.refetch();
            void article.refetch();
          }}
        />
      );
    }
    if (!categories.data || (param !== "new" && !article.data)) return <EditorSkeleton />;
    return (
      <ArticleEditor
        key={param}
        article={param === "new" ? null : (article.data ?? null)}
        categories={categories.data}
        onCreated={(created) => onCreated(created.id)}
        onClose={close}
      />
    );
  }

  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={
          <Link to="/su/admin/dashboard" className="inline-flex items-center gap-1 hover:underline">
            <ArrowLeft className="size-3.5" aria-hidden="true" />
            War room
          </Link>
        }
        title="Knowledge Base"
        description="Write, publish and organise the help articles every tenant reads."
        actions={
          <Button asChild>
            <Link to={editHref("new")}>
              <Plus aria-hidden="true" />
              New article
            </Link>
          </Button>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="min-w-0">
          {articles.data ? (
            <ArticlesTable articles={articles.data} editHref={editHref} />
          ) : articles.isError ? (
            <KbErrorAlert
              title="Failed to load articles"
              onRetry={() => void articles.refetch()}
              retrying={articles.isFetching}
            />
          ) : (
            <TableSkeleton />
          )}
        </div>
        {categories.data ? (
          <CategoriesPanel categories={categories.data} />
        ) : categories.isError ? (
          <KbErrorAlert
            title="Failed to load categories"
            onRetry={() => void categories.refetch()}
            retrying={categories.isFetching}
          />
        ) : (
          <Skeleton className="h-72 rounded-xl" />
        )}
      </div>
    </div>
  );
}

function TableSkeleton() {
  return (
    <div className="space-y-3" data-testid="articles-loading">
      <span className="sr-only" role="status">
        Loading articles
      </span>
      <Skeleton className="h-9 w-full" />
      <div className="space-y-2 rounded-xl border bg-card p-4">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={index} className="h-8 w-full" />
        ))}
      </div>
    </div>
  );
}

function EditorSkeleton() {
  return (
    <div className="space-y-6">
      <span className="sr-only" role="status">
        Loading the editor
      </span>
      <Skeleton className="h-8 w-48" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-[32rem] rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </div>
  );
}
