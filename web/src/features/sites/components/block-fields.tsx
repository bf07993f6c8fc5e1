import { siteLimits, type SiteBlock } from '../../../../../shared/schemas/site';
import { Field } from './site-fields';

/** The fields of one block, by its type; `path` prefixes the error keys (`pages.0.blocks.1`). */
export function BlockFields({ block, path, err, onChange }: { block: SiteBlock; path: string; err: (p: string) => string | undefined; onChange: (patch: Partial<SiteBlock>) => void }) {
  switch (block.type) {
    case 'text':
      return (
        <>
          <Field label="Heading" value={block.heading} maxLength={120} error={err(`${path}.heading`)} onChange={(heading) => onChange({ heading })} />
          <Field label="Text" multiline value={block.text} maxLength={siteLimits.text} error={err(`${path}.text`)} onChange={(text) => onChange({ text })} />
        </>
      );
    case 'image':
      return (
        <>
          <Field label="Image address" type="url" placeholder="https://" value={block.url} error={err(`${path}.url`)} onChange={(url) => onChange({ url })} />
          <Field label="Image description" value={block.alt} maxLength={200} error={err(`${path}.alt`)} hint="Read out to people who cannot see the image." onChange={(alt) => onChange({ alt })} />
        </>
      );
    case 'events':
      return <Field label="Heading" value={block.heading} maxLength={120} error={err(`${path}.heading`)} onChange={(heading) => onChange({ heading })} />;
    case 'join':
      return <Field label="Button text" value={block.label} maxLength={40} error={err(`${path}.label`)} onChange={(label) => onChange({ label })} />;
    case 'contact':
      return (
        <>
          <Field label="Contact e-mail" type="email" value={block.email} error={err(`${path}.email`)} onChange={(email) => onChange({ email })} />
          <Field label="Contact phone" type="tel" value={block.phone} maxLength={30} error={err(`${path}.phone`)} onChange={(phone) => onChange({ phone })} />
          <Field label="Note" value={block.note} maxLength={300} error={err(`${path}.note`)} onChange={(note) => onChange({ note })} />
        </>
      );
  }
}
