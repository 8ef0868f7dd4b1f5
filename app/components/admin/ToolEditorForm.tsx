import { EditorForm, useSubmittingIntent, type EditorVersion } from "#app/components/admin/EditorForm.tsx";
import { ToolFacetFields } from "#app/components/admin/ToolFacetFields.tsx";
import { ToolLifecycleFields } from "#app/components/admin/ToolLifecycleFields.tsx";
import type { FactSources } from "#app/lib/tool-facts.ts";
import { ConfirmDuplicate, DuplicateWarning } from "#app/components/admin/DuplicateTools.tsx";
import type { DuplicateMatch } from "#app/lib/duplicate-tools.ts";
import { EditorSection, Optional } from "#app/components/admin/EditorSection.tsx";
import { repositoryReadNote, type RepositoryRead } from "#app/lib/tool-repository.ts";
import { MarkdownField } from "#app/components/admin/MarkdownField.tsx";
import { CountedField } from "#app/components/form/CountedField.tsx";
import { FormField } from "#app/components/form/FormField.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import {
  CATEGORY_FIELDS,
  TOOL_EDITOR_INTENTS,
  TOOL_LIMITS,
  type ToolEditorField,
  type ToolFormValues,
} from "#app/lib/admin-tool-rules.ts";

const { save, preview } = TOOL_EDITOR_INTENTS;

export interface ToolEditorFormProps {
  mode: "new" | "edit";
  /** The form's id, which the publication panel's buttons name. */
  formId?: string;
  /** The version the fields were loaded from (an existing tool), and a conflict's, once shown. */
  version?: EditorVersion;
  /** The fields hold text that is not saved (a refused save came back). */
  unsaved?: boolean;
  categories: { id: string; name: string }[];
  values: Partial<ToolFormValues>;
  fieldErrors?: Partial<Record<ToolEditorField, string>>;
  formError?: string | null;
  /** The About preview's sanitized HTML, once asked for. */
  previewHtml: string | null;
  /** The saved sources of the tool's facts (an existing tool). */
  factSources?: FactSources;
  /** Tools the new one may duplicate: creating it needs "Create anyway". */
  duplicates?: DuplicateMatch[];
  /** How the repository check last read the saved repository (an existing tool that names one). */
  repositoryRead?: RepositoryRead | null;
}

const CATEGORY_LABELS = ["Primary category", "Second category", "Third category", "Fourth category"];

/**
 * Every field a tool has, on the new-tool page and the edit page. Preview renders About and keeps
 * everything typed, with or without JavaScript; only Save writes.
 */
export function ToolEditorForm({
  mode,
  formId = "tool-editor",
  version,
  unsaved = false,
  categories,
  values,
  fieldErrors = {},
  formError,
  previewHtml,
  factSources,
  duplicates,
  repositoryRead,
}: ToolEditorFormProps) {
  const submitting = useSubmittingIntent();
  const value = (name: ToolEditorField) => values[name] ?? "";
  const field = (name: ToolEditorField) => ({ id: name, defaultValue: value(name), error: fieldErrors[name] });

  return (
    <EditorForm
      id={formId}
      mode={mode}
      thing="tool"
      saveIntent={save}
      version={version}
      unsaved={unsaved}
      formError={formError}
      fieldErrors={fieldErrors}
    >
      {duplicates?.length ? (
        <DuplicateWarning matches={duplicates}>
          <div className="mt-4">
            <ConfirmDuplicate label="Create anyway" />
          </div>
        </DuplicateWarning>
      ) : null}

      <EditorSection title="Basics">
        <TextField {...field("name")} label="Name" required limit={TOOL_LIMITS.name} />
        <TextField
          {...field("slug")}
          label={mode === "new" ? <Optional>Slug</Optional> : "Slug"}
          required={mode === "edit"}
          limit={TOOL_LIMITS.slug}
          hint={
            mode === "new"
              ? "Its address: /tool/<slug>. Leave it blank to make it from the name."
              : "Its address: /tool/<slug>. After a change, the old address redirects to the new one."
          }
        />
        <TextField
          {...field("websiteUrl")}
          label="Website URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          required
          limit={TOOL_LIMITS.url}
        />
        <TextField
          {...field("repositoryUrl")}
          label={<Optional>Source repository</Optional>}
          type="url"
          inputMode="url"
          placeholder="https://github.com/owner/repo"
          limit={TOOL_LIMITS.url}
          hint={`Its repository, as https://github.com/{owner}/{repo} (or on gitlab.com or codeberg.org): the tool page shows its latest release and last code change, read from GitHub, GitLab or Codeberg.${
            repositoryRead !== undefined && values.repositoryUrl
              ? ` ${repositoryReadNote(values.repositoryUrl, repositoryRead)}`
              : ""
          }`}
        />
        <CountedField
          limit={TOOL_LIMITS.description}
          value={value("description")}
          id="description"
          label="Short description"
          hint={`Up to ${TOOL_LIMITS.description} characters, shown on cards and in search.`}
          error={fieldErrors.description}
        >
          {(control) => <textarea {...control} required rows={3} defaultValue={value("description")} />}
        </CountedField>
      </EditorSection>

      <EditorSection title="About">
        <MarkdownField
          id="about"
          label={<Optional>About (Markdown)</Optional>}
          hint="Markdown: **bold**, *italic*, [a link](https://example.com), lists, ## headings. Anything unsafe is removed."
          error={fieldErrors.about}
          limit={TOOL_LIMITS.about}
          value={value("about")}
          rows={12}
          preview={{
            intent: preview,
            busy: submitting === preview,
            html: previewHtml,
            title: "Preview of About",
            empty: "About is empty: the tool page will not show the section.",
          }}
        />
      </EditorSection>

      <EditorSection title="Features">
        <CountedField
          limit={TOOL_LIMITS.features}
          value={value("features")}
          id="features"
          label={<Optional>Key features</Optional>}
          hint={`One per line, as "Title - description". At most ${TOOL_LIMITS.featureCount}.`}
          error={fieldErrors.features}
        >
          {(control) => <textarea {...control} rows={6} defaultValue={value("features")} />}
        </CountedField>
      </EditorSection>

      <EditorSection title="Categories and tags">
        <div className="grid gap-4 sm:grid-cols-2">
          {CATEGORY_FIELDS.map((name, index) => (
            <FormField
              key={name}
              id={name}
              label={index === 0 ? CATEGORY_LABELS[index] : <Optional>{CATEGORY_LABELS[index]}</Optional>}
              hint={index === 0 ? "The tool page's breadcrumb and cards name it." : undefined}
              error={fieldErrors[name]}
            >
              {(control) => (
                <select {...control} required={index === 0} defaultValue={value(name)}>
                  <option value="">{index === 0 ? "Choose a category" : "None"}</option>
                  {categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ))}
        </div>
        <TextField
          {...field("tags")}
          label={<Optional>Tags</Optional>}
          hint={`Up to ${TOOL_LIMITS.tags}, separated by commas, such as: lightning, open source. New tags are created.`}
        />
      </EditorSection>

      <ToolFacetFields values={values} fieldErrors={fieldErrors} sources={factSources} />

      <ToolLifecycleFields values={values} fieldErrors={fieldErrors} />
    </EditorForm>
  );
}
