import { options, type VNode } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

/**
 * React 19 hoists a component's <title> and <meta> into the document head; Preact renders them
 * where they stand. The public build (Preact) turns them into effects on the head instead, so the
 * pages' titles and descriptions work the same in both builds (SEO, the tab's title, Lighthouse).
 */
function Title({ children }: { children?: unknown }) {
  const text = ([] as unknown[]).concat(children).join('');
  useLayoutEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}

function Meta({ name, property, content }: { name?: string; property?: string; content?: string }) {
  useLayoutEffect(() => {
    const selector = name ? `meta[name="${name}"]` : property ? `meta[property="${property}"]` : null;
    if (!selector || content === undefined) return;
    let tag = document.head.querySelector<HTMLMetaElement>(selector);
    if (!tag) {
      tag = document.createElement('meta');
      if (name) tag.name = name;
      else tag.setAttribute('property', property!);
      document.head.append(tag);
    }
    tag.content = content;
  }, [name, property, content]);
  return null;
}

/**
 * Inside an <svg>, <title> is the drawing's accessible name (a QR code's), never the page's: React
 * leaves it there, and so must we. Children are made before their parent, so when an <svg> is made
 * its element children already went through the hook below and get their own type back.
 */
function keepSvgTitles(children: unknown) {
  for (const child of ([] as unknown[]).concat(children)) {
    if (!child || typeof child !== 'object') continue;
    const vnode = child as VNode<{ children?: unknown }>;
    if (vnode.type === Title) vnode.type = 'title';
    else if (vnode.type === Meta) vnode.type = 'meta';
    if (typeof vnode.type === 'string') keepSvgTitles(vnode.props?.children);
  }
}

export function hoistHeadTags() {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (vnode.type === 'title') vnode.type = Title as VNode['type'];
    else if (vnode.type === 'meta') vnode.type = Meta as VNode['type'];
    else if (vnode.type === 'svg') keepSvgTitles((vnode.props as { children?: unknown }).children);
    previous?.(vnode);
  };
}
