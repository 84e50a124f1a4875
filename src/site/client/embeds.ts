// Click-to-load embeds (components/blocks/Embed.tsx): the link to the provider's page becomes a
// button, and only its click loads the provider's iframe, in the box the poster held (no shift).
export function initEmbeds(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-embed-src]')) {
    const box = button.parentElement;
    if (!box) continue;
    box.querySelector<HTMLElement>('.embed-link')?.setAttribute('hidden', '');
    button.hidden = false;
    button.addEventListener(
      'click',
      () => {
        const { embedSrc = '', embedTitle = '', embedAllow = '' } = button.dataset;
        const frame = document.createElement('iframe');
        frame.className = 'embed-frame';
        frame.title = embedTitle;
        frame.allow = embedAllow;
        frame.allowFullscreen = true;
        frame.referrerPolicy = 'strict-origin-when-cross-origin';
        frame.loading = 'lazy';
        frame.src = embedSrc;
        box.replaceChildren(frame);
        // The button is gone: keyboard focus goes on to the player it opened.
        frame.focus();
      },
      { once: true },
    );
  }
}
