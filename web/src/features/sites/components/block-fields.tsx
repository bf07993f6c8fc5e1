import { useLingui } from '@lingui/react/macro';
import { siteLimits, type SiteBlock } from '@shared/schemas/site';
import { Field, type SiteControl } from './site-fields';

/** The fields of one block, by its type; `path` is where the block sits in the site (`pages.0.blocks.1`). */
export function BlockFields({ control, block, path }: { control: SiteControl; block: SiteBlock; path: string }) {
  const { t } = useLingui();
  const at = (key: string) => `${path}.${key}`;
  switch (block.type) {
    case 'text':
      return (
        <>
          <Field control={control} name={at('heading')} label={t`Heading`} maxLength={120} />
          <Field control={control} name={at('text')} label={t`Text`} multiline maxLength={siteLimits.text} />
        </>
      );
    case 'image':
      return (
        <>
          <Field control={control} name={at('url')} label={t`Image address`} type="url" placeholder="https://" />
          <Field
            control={control}
            name={at('alt')}
            label={t`Image description`}
            maxLength={200}
            hint={t`Read out to people who cannot see the image.`}
          />
        </>
      );
    case 'events':
      return <Field control={control} name={at('heading')} label={t`Heading`} maxLength={120} />;
    case 'join':
      return <Field control={control} name={at('label')} label={t`Button text`} maxLength={40} />;
    case 'contact':
      return (
        <>
          <Field control={control} name={at('email')} label={t`Contact e-mail`} type="email" />
          <Field control={control} name={at('phone')} label={t`Contact phone`} type="tel" maxLength={30} />
          <Field control={control} name={at('note')} label={t`Note`} maxLength={300} />
        </>
      );
  }
}
