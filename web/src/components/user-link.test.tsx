import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserLink } from './user-link';

describe('a link a person gave', () => {
  it('opens in a new tab without opener or referrer, marked as user content', () => {
    render(<UserLink href="https://eastside.example.org">Team website</UserLink>);
    const link = screen.getByRole('link', { name: 'Team website' });
    expect(link).toHaveAttribute('href', 'https://eastside.example.org');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer ugc');
  });

  it.each(['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', '/relative'])('shows no link for %s', (href) => {
    render(<UserLink href={href}>Team website</UserLink>);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
