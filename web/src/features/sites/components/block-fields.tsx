import { siteLimits, type SiteBlock } from '@shared/schemas/site';
import { Field, type SiteControl } from './site-fields';

/** The fields of one block, by its type; `path` is where the block sits in the site (`pages.0.blocks.1`). */
export function BlockFields({ control, block, path }: { control: SiteControl; block: SiteBlock; path: string }) {
  const at = (key: string) => `${path}.${key}`;
  switch (block.type) {
    case 'text':
      return (
        <>
          <Field control={control} name={at('heading')} label="Heading" maxLength={120} />
          <Field control={control} name={at('text')} label="Text" multiline maxLength={siteLimits.text} />
        </>
      );
    case 'image':
      return (
        <>
          <Field control={control} name={at('url')} label="Image address" type="url" placeholder="https://" />
          <Field control={control} name={at('alt')} label="Image description" maxLength={200} hint="Read out to people who cannot see the image." />
        </>
      );
    case 'events':
      return <Field control={control} name={at('heading')} label="Heading" maxLength={120} />;
    case 'join':
      return <Field control={control} name={at('label')} label="Button text" maxLength={40} />;
    case 'contact':
      return (
        <>
          <Field control={control} name={at('email')} label="Contact e-mail" type="email" />
          <Field control={control} name={at('phone')} label="Contact phone" type="tel" maxLength={30} />
          <Field control={control} name={at('note')} label="Note" maxLength={300} />
        </>
      );
  }
}
