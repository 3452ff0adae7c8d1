// Locks page scrolling while a full-screen layer is open and puts the page back where it was on release.
let locks = 0;
let saved: { y: number; style: string } | undefined;

export function lockScroll(): () => void {
  if (locks++ === 0) {
    const y = window.scrollY;
    const body = document.body;
    saved = { y, style: body.getAttribute('style') ?? '' };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    // position:fixed keeps iOS Safari from scrolling the page behind the layer.
    body.style.position = 'fixed';
    body.style.top = `-${y}px`;
    body.style.left = '0';
    body.style.right = '0';
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0 && saved) {
      const { y, style } = saved;
      saved = undefined;
      if (style) document.body.setAttribute('style', style);
      else document.body.removeAttribute('style');
      window.scrollTo({ top: y, left: 0, behavior: 'instant' });
    }
  };
}
