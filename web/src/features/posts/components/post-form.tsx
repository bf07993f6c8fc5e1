import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { visiblePostCategories } from '@shared/constants/post-categories';
import { postInput, postLimits, type PostDto as Post, type PostInput } from '@shared/schemas/post';
import { FormMessage, Select, TextArea, TextField } from '@web/components/form';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { useUnsavedForm } from '@web/components/unsaved-changes';
import { toast } from '@web/lib/toast';
import { useStage } from '@web/lib/use-stage';
import { showServerIssues } from '@web/lib/failure-message';
import { serverText } from '@web/lib/server-text';
import { useSavePost } from '../api/use-save-post';

const resolver = zodResolver(postInput);
const fields = ['title', 'text', 'category', 'subCategory'] as const;

/**
 * Write a post (in a subcategory, preset) or edit one (its author). Validated with the API's own
 * schema; the server's 400 issues land on their fields.
 */
export function PostForm({
  post,
  category,
  subCategory,
  onSaved,
  onCancel,
}: {
  post?: Post;
  category: string;
  subCategory: string;
  onSaved: (post: Post) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const save = useSavePost();
  const stage = useStage() ?? 'prod';
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    subscribe,
    formState,
  } = useForm<PostInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      title: post?.title ?? '',
      text: post?.text ?? '',
      category: post?.category ?? category,
      subCategory: post?.subCategory ?? subCategory,
    },
  });
  const { isSubmitting } = formState;
  const { prompt: unsaved, letGo } = useUnsavedForm(formState);
  const chosen = useWatch({ control, name: 'category' });
  const text = useWatch({ control, name: 'text' }) ?? '';
  const categories = visiblePostCategories(stage);
  const subcategories = categories.find((c) => c.slug === chosen)?.subcategories ?? [];

  // A category the person picks starts at its first subcategory (a preset or saved one stays).
  useEffect(
    () =>
      subscribe({
        name: 'category',
        formState: { values: true },
        callback: ({ values, type }) => {
          if (type !== 'change') return;
          const first = visiblePostCategories(stage).find((c) => c.slug === values.category)?.subcategories[0]?.slug ?? '';
          setValue('subCategory', first, { shouldValidate: true });
        },
      }),
    [subscribe, setValue, stage],
  );

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save(post?.id, values);
      toast.success(post ? t`Post updated` : t`Post published`);
      letGo();
      onSaved(saved);
    } catch (error) {
      const message = showServerIssues(error, (path) => fields.find((f) => f === path), setError);
      setFormError(message);
    }
  });

  const heading = post ? t`Edit your post` : t`Write a post`;
  const length = text.length;
  const max = postLimits.text.max;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={heading} className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-slate-900">{heading}</h2>
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <TextField control={control} name="title" label={t`Title`} maxLength={postLimits.title.max} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          control={control}
          name="category"
          label={t`Category`}
          options={categories.map((c) => ({ value: c.slug, label: serverText(c.name) }))}
        />
        <Select
          control={control}
          name="subCategory"
          label={t`Subcategory`}
          options={subcategories.map((s) => ({ value: s.slug, label: serverText(s.name) }))}
        />
      </div>
      <TextArea
        control={control}
        name="text"
        label={t`Text`}
        hint={t`${length} / ${max} characters`}
        rows={6}
        maxLength={postLimits.text.max}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={onCancel} disabled={isSubmitting}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className={primaryButton} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t`Saving…` : post ? t`Save changes` : t`Publish post`}
        </button>
      </div>
      {unsaved}
    </form>
  );
}
