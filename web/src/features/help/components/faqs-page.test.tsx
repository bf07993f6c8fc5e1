import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@web/test/render-route';
import { i18n } from '@web/lib/i18n';
import { faqGroupsIn } from '../faqs';

const faqGroups = faqGroupsIn((d) => i18n._(d));
import { FaqsPage } from './faqs-page';

const total = faqGroups.reduce((n, g) => n + g.faqs.length, 0);

function renderPage(url = '/faqs') {
  return renderRoute(url, { routes: [{ path: '/faqs', element: <FaqsPage /> }] });
}

describe('FaqsPage', () => {
  it('lists every group, then narrows to what the search matches and keeps the search in the URL', async () => {
    const { user, router } = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent(`${total} answers`);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(faqGroups.length);

    await user.type(screen.getByRole('searchbox', { name: 'Search the FAQs' }), 'push');
    expect(await screen.findByText(/answers? for “push”/)).toBeInTheDocument();
    expect(screen.getByText('How do I get push notifications?')).toBeVisible();
    expect(screen.queryByText('How do I delete my account?')).toBeNull();
    expect(router.state.location.search).toBe('?q=push');
  });

  it('says when nothing matches and points to the guide', () => {
    renderPage('/faqs?q=quidditch');
    expect(screen.getByText(/No questions match “quidditch”/)).toBeInTheDocument();
    // One in the introduction, one in the empty state.
    expect(screen.getAllByRole('link', { name: 'getting started guide' })).toHaveLength(2);
  });
});
