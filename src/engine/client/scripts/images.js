// Content images open enlarged on a click (Mintlify's default zoom), except those marked `noZoom`
// (data-no-zoom) and those inside a link; `actions` buttons copy an image or download it.
const ZOOMABLE = '.lectern-content img:not([data-no-zoom], .lectern-icon-img, a img, button img)';

let zoomDialog = null;

function zoom(img) {
  if (!zoomDialog) {
    zoomDialog = document.createElement('dialog');
    zoomDialog.className = 'lectern-zoom';
    zoomDialog.setAttribute('aria-label', 'Enlarged image');
    // Any click closes it, on the image or around it, as Escape does.
    zoomDialog.addEventListener('click', () => zoomDialog.close());
    document.body.append(zoomDialog);
  }
  const large = document.createElement('img');
  large.src = img.currentSrc || img.src;
  large.alt = img.alt;
  zoomDialog.replaceChildren(large);
  zoomDialog.showModal();
}

for (const img of document.querySelectorAll(ZOOMABLE)) {
  img.tabIndex = 0;
  img.setAttribute('aria-haspopup', 'dialog');
}

document.addEventListener('click', (event) => {
  const img = event.target instanceof Element ? event.target.closest(ZOOMABLE) : null;
  if (img) zoom(img);
});
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  const img = event.target instanceof Element && event.target.matches(ZOOMABLE) ? event.target : null;
  if (!img) return;
  event.preventDefault();
  zoom(img);
});

// The clipboard takes PNG everywhere; another format is drawn onto a canvas and copied as PNG.
async function imagePng(img) {
  const blob = await (await fetch(img.currentSrc || img.src)).blob();
  if (blob.type === 'image/png') return blob;
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  canvas.getContext('2d').drawImage(img, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('no PNG'))), 'image/png'),
  );
}

document.addEventListener('click', async (event) => {
  const button = event.target instanceof Element ? event.target.closest('.lectern-image-copy') : null;
  const img = button?.closest('.lectern-image-actions')?.querySelector('img');
  if (!img) return;
  try {
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': imagePng(img) })]);
    button.setAttribute('data-copied', '');
    setTimeout(() => button.removeAttribute('data-copied'), 1500);
  } catch {
    button.setAttribute('data-copy-failed', '');
  }
});
