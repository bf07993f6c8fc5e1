import { h, render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { hoistHeadTags } from './head';

hoistHeadTags();

const page = (title: string, description: string) =>
  h('section', null, h('title', null, `${title} | Rally`), h('meta', { name: 'description', content: description }), h('h1', null, title));

describe('hoistHeadTags (the public build renders with Preact)', () => {
  const container = document.createElement('div');
  document.body.append(container);
  afterEach(() => render(null, container));

  it('puts a page’s <title> and description in the head, as React 19 does, and nothing in the page', () => {
    document.title = 'Rally';
    render(page('Features', 'Everything Rally does.'), container);
    expect(document.title).toBe('Features | Rally');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Everything Rally does.');
    expect(container.querySelector('title, meta')).toBeNull();
    expect(container.querySelector('h1')?.textContent).toBe('Features');
  });

  it('follows the next page, reusing the one description tag', () => {
    render(page('Features', 'Everything Rally does.'), container);
    render(page('FAQs', 'Answers.'), container);
    expect(document.title).toBe('FAQs | Rally');
    const tags = document.head.querySelectorAll('meta[name="description"]');
    expect(tags).toHaveLength(1);
    expect(tags[0]?.getAttribute('content')).toBe('Answers.');
  });

  it("leaves an <svg>'s <title> in the drawing, where it names the image (a QR code), and the page's title alone", () => {
    document.title = 'Home | Rally';
    render(h('div', null, h('svg', { role: 'img' }, h('title', null, 'QR code for Pat'), h('path', { d: 'M0 0h1' }))), container);
    expect(container.querySelector('svg > title')?.textContent).toBe('QR code for Pat');
    expect(document.title).toBe('Home | Rally');
  });

  it('sets Open Graph tags by property', () => {
    render(h('meta', { property: 'og:title', content: 'Tigers' }), container);
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Tigers');
  });
});
