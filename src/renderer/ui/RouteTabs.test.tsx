import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteTabs } from './RouteTabs';

const TABS = [
  { label: 'IMPRESSORA(S)', to: '/impressoras' },
  { label: 'SOFTWARE', to: '/software' },
  { label: 'OUTRA', to: '/outra' },
];

function renderTabs(at = '/impressoras') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        {TABS.map((tab) => (
          <Route
            key={tab.to}
            path={tab.to}
            element={
              <>
                <RouteTabs tabs={TABS} current={tab.to} />
                <p>tela {tab.label}</p>
              </>
            }
          />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteTabs', () => {
  it('is a tab list of links, the current address selected and the only tab stop', () => {
    renderTabs('/software');
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist')).toContainElement(tabs[0]!);
    expect(tabs.map((t) => t.textContent)).toEqual(['IMPRESSORA(S)', 'SOFTWARE', 'OUTRA']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    expect(tabs.map((t) => t.getAttribute('href'))).toEqual(['/impressoras', '/software', '/outra']);
  });

  it("opens a tab's screen when clicked", async () => {
    renderTabs();
    await userEvent.click(screen.getByRole('tab', { name: 'SOFTWARE' }));
    expect(screen.getByText('tela SOFTWARE')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'SOFTWARE' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves the focus with the arrow keys (round), Home and End, and opens the focused tab with Enter', async () => {
    const user = userEvent.setup();
    renderTabs();
    const tab = (name: string) => screen.getByRole('tab', { name });
    await user.tab();
    expect(tab('IMPRESSORA(S)')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('SOFTWARE')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('IMPRESSORA(S)')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('OUTRA')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('IMPRESSORA(S)')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('OUTRA')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('tela OUTRA')).toBeInTheDocument();
  });

  // MUI's Tabs read its tabs' boxes after every render: on a large screen a forced layout of the whole page
  it('reads no layout when it is drawn', () => {
    const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    renderTabs();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(measured).not.toHaveBeenCalled();
  });
});
