// The editor's small dialogs: a link address, and an image by address (docs/product/admin-portal.md#screens: images by URL).

import { type FormEvent, useEffect, useState } from 'react';
import { MAX_ALT_LENGTH } from '../../../../shared/contract/articles.ts';
import { isSiteImageSrc } from '../../../../shared/html-policy.ts';
import { AdminModal } from '../../../components/admin/admin-dialogs.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { Field, inputClass } from '../../../components/admin/form-field.tsx';

const LINK_SCHEME = /^(https?:|mailto:|tel:)/i;

/** Adds https:// to a bare address; refuses any scheme but http, https, mailto and tel. */
export function normaliseLink(raw: string): string | null {
  const url = raw.trim();
  if (!url) return null;
  if (LINK_SCHEME.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return `https://${url.replace(/^\/\//, '')}`;
}

/**
 * Images by address, from this site's own media only (the server drops any other, shared/html-policy.ts): a
 * path such as /media/…, or a full address on this site, kept as its path.
 */
export function normaliseImageUrl(raw: string, origin = window.location.origin): string | null {
  const url = raw.trim();
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      const parsed = new URL(url);
      if (parsed.origin !== origin) return null;
      path = `${parsed.pathname}${parsed.search}`;
    } catch {
      return null;
    }
  }
  return isSiteImageSrc(path) ? path : null;
}

export function LinkDialog({
  isOpen,
  initialUrl,
  hasLink,
  onClose,
  onApply,
  onRemove,
}: {
  isOpen: boolean;
  initialUrl: string;
  hasLink: boolean;
  onClose: () => void;
  onApply: (href: string) => void;
  onRemove: () => void;
}) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (isOpen) {
      setUrl(initialUrl);
      setError(undefined);
    }
  }, [isOpen, initialUrl]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const href = normaliseLink(url);
    if (!href) {
      setError('Enter a web address (https://…), an e-mail (mailto:…) or a phone number (tel:…).');
      return;
    }
    onApply(href);
  };
  return (
    <AdminModal isOpen={isOpen} onClose={onClose} title={hasLink ? 'Edit link' : 'Add link'} wide>
      <form className="mt-4 flex flex-col gap-4" noValidate onSubmit={submit}>
        <Field label="Link address" error={error}>
          <input
            type="url"
            // biome-ignore lint/a11y/noAutofocus: the dialog's only field takes focus when it opens
            autoFocus
            value={url}
            placeholder="https://"
            onChange={(e) => setUrl(e.target.value)}
            className={inputClass}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          {hasLink ? (
            <button
              type="button"
              className={buttonClass('ghost', 'md', 'mr-auto text-red-700')}
              onClick={onRemove}
            >
              Remove link
            </button>
          ) : null}
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonClass('primary')}>
            Apply
          </button>
        </div>
      </form>
    </AdminModal>
  );
}

export function ImageUrlDialog({
  isOpen,
  onClose,
  onInsert,
}: {
  isOpen: boolean;
  onClose: () => void;
  onInsert: (src: string, alt: string) => void;
}) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [altError, setAltError] = useState<string | undefined>();
  useEffect(() => {
    if (isOpen) {
      setSrc('');
      setAlt('');
      setDecorative(false);
      setError(undefined);
      setAltError(undefined);
    }
  }, [isOpen]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const url = normaliseImageUrl(src);
    setError(
      url
        ? undefined
        : 'Enter the address of an image on this site (/media/…): images from other sites are not shown.',
    );
    // Every image in the body is described or marked decorative (alt=""), as publishing requires.
    const described = decorative || alt.trim() !== '';
    setAltError(described ? undefined : 'Describe the image, or mark it decorative.');
    if (!url || !described) return;
    onInsert(url, decorative ? '' : alt.trim());
  };
  return (
    <AdminModal isOpen={isOpen} onClose={onClose} title="Insert image" wide>
      <form className="mt-4 flex flex-col gap-4" noValidate onSubmit={submit}>
        <Field label="Image address" error={error}>
          <input
            type="url"
            // biome-ignore lint/a11y/noAutofocus: the dialog's first field takes focus when it opens
            autoFocus
            value={src}
            placeholder="/media/…"
            onChange={(e) => setSrc(e.target.value)}
            className={inputClass}
          />
        </Field>
        <Field label="Description for screen readers" required error={altError}>
          <input
            type="text"
            value={decorative ? '' : alt}
            disabled={decorative}
            maxLength={MAX_ALT_LENGTH}
            onChange={(e) => setAlt(e.target.value)}
            className={inputClass}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={decorative}
            onChange={(e) => setDecorative(e.target.checked)}
            className="size-4"
          />
          Decorative (no description needed)
        </label>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonClass('primary')}>
            Insert image
          </button>
        </div>
      </form>
    </AdminModal>
  );
}
