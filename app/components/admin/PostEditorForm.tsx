import { EditorForm, useSubmittingIntent, type EditorVersion } from "#app/components/admin/EditorForm.tsx";
import { EditorSection, Optional } from "#app/components/admin/EditorSection.tsx";
import { MarkdownField } from "#app/components/admin/MarkdownField.tsx";
import { PostAuthorField } from "#app/components/admin/PostAuthorField.tsx";
import { CountedField } from "#app/components/form/CountedField.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import {
  POST_EDITOR_INTENTS,
  POST_LIMITS,
  TOOL_FIELDS,
  type PostField,
  type PostFormValues,
} from "#app/lib/admin-blog-rules.ts";

const { save, preview } = POST_EDITOR_INTENTS;

export interface PostEditorFormProps {
  mode: "new" | "edit";
  /** The form's id, which the publication panel's buttons name. */
  formId?: string;
  /** The version the fields were loaded from (an existing post), and a conflict's, once shown. */
  version?: EditorVersion;
  /** The fields hold text that is not saved (a refused save came back). */
  unsaved?: boolean;
  categories: { id: string; name: string }[];
  /** Who may be the post's author: admins and house bylines. */
  authors: { id: string; label: string }[];
  values: Partial<PostFormValues>;
  fieldErrors?: Partial<Record<PostField, string>>;
  formError?: string | null;
  /** The content preview's sanitized HTML, once asked for. */
  previewHtml: string | null;
}

/**
 * Every field a post has, on the new-post page and the edit page. Preview renders the content and
 * keeps everything typed, with or without JavaScript; only Save writes.
 */
export function PostEditorForm({
  mode,
  formId = "post-editor",
  version,
  unsaved = false,
  categories,
  authors,
  values,
  fieldErrors = {},
  formError,
  previewHtml,
}: PostEditorFormProps) {
  const submitting = useSubmittingIntent();
  const value = (name: PostField) => values[name] ?? "";
  const field = (name: PostField) => ({ id: name, defaultValue: value(name), error: fieldErrors[name] });
  const checked = new Set(value("categories").split(",").filter(Boolean));

  return (
    <EditorForm
      id={formId}
      mode={mode}
      thing="post"
      saveIntent={save}
      version={version}
      unsaved={unsaved}
      formError={formError}
      fieldErrors={fieldErrors}
    >
      <EditorSection title="Basics">
        <TextField {...field("title")} label="Title" required limit={POST_LIMITS.title} />
        <TextField
          {...field("slug")}
          label={<Optional>Slug</Optional>}
          limit={POST_LIMITS.slug}
          hint={
            mode === "new"
              ? "Its address: /blog/<slug>. Leave it blank to make it from the title."
              : "Its address: /blog/<slug>. Blank makes it from the title; after a change, the old address redirects to the new one."
          }
        />
        <CountedField
          limit={POST_LIMITS.excerpt}
          value={value("excerpt")}
          id="excerpt"
          label={<Optional>Excerpt</Optional>}
          hint={`Up to ${POST_LIMITS.excerpt} characters, shown in the blog list, the feed and when shared.`}
          error={fieldErrors.excerpt}
        >
          {(control) => <textarea {...control} rows={3} defaultValue={value("excerpt")} />}
        </CountedField>
        <PostAuthorField authors={authors} value={value("author")} error={fieldErrors.author} />
      </EditorSection>

      <EditorSection title="Content">
        <MarkdownField
          id="content"
          label="Content (Markdown)"
          hint="Markdown: **bold**, *italic*, [a link](https://example.com), lists, ## headings (listed in the post's contents). Anything unsafe is removed."
          error={fieldErrors.content}
          limit={POST_LIMITS.content}
          value={value("content")}
          rows={18}
          required
          preview={{
            intent: preview,
            busy: submitting === preview,
            html: previewHtml,
            title: "Preview of the content",
            empty: "The content is empty.",
          }}
        />
      </EditorSection>

      <EditorSection title="Categories and tags">
        {categories.length === 0 ? (
          <p className="text-sm text-slate-600">There are no blog categories yet.</p>
        ) : (
          <fieldset aria-describedby={fieldErrors.categories ? "categories-error" : undefined}>
            <legend className="text-sm font-medium text-slate-900">
              <Optional>Categories</Optional>
            </legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {categories.map((category) => (
                <label key={category.id} className="flex items-center gap-2 text-slate-900">
                  <input
                    type="checkbox"
                    name="categories"
                    value={category.id}
                    defaultChecked={checked.has(category.id)}
                    className="h-4 w-4 rounded border-slate-300 accent-bitcoin"
                  />
                  {category.name}
                </label>
              ))}
            </div>
            {fieldErrors.categories ? (
              <p id="categories-error" className="mt-1 text-sm text-red-700">
                {fieldErrors.categories}
              </p>
            ) : null}
          </fieldset>
        )}
        <TextField
          {...field("tags")}
          label={<Optional>Tags</Optional>}
          hint={`Up to ${POST_LIMITS.tags}, separated by commas, such as: wallets, security. Stored in lower case.`}
        />
      </EditorSection>

      <EditorSection title="Featured tools">
        <p className="text-sm text-slate-600">
          Up to {POST_LIMITS.tools} published tools, in this order, by their slug (as in /tool/&lt;slug&gt;). The post
          shows them beside the article.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {TOOL_FIELDS.map((name, index) => (
            <TextField
              key={name}
              {...field(name)}
              label={<Optional>{`Tool ${index + 1}`}</Optional>}
              limit={POST_LIMITS.slug}
              autoComplete="off"
              spellCheck={false}
            />
          ))}
        </div>
      </EditorSection>
    </EditorForm>
  );
}
