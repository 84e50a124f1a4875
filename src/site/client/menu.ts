// Small-screen menu: the toggle's aria-expanded is the one state (CSS shows the nav from it).
// Choosing a link or pressing Escape closes it; Escape gives focus back to the toggle. A window
// widened until the links fit in the row hides the toggle, and closes the menu with it.

export function initMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const nav = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !nav) return;
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const set = (open: boolean) => toggle.setAttribute('aria-expanded', String(open));
  toggle.addEventListener('click', () => set(!isOpen()));
  nav.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) set(false);
  });
  addEventListener('resize', () => {
    if (isOpen() && !toggle.getClientRects().length) set(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    set(false);
    toggle.focus();
  });
}
