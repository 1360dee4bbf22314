// Writes a page's Content-Security-Policy into its exported HTML (pure): a static host cannot compute
// a header per page, so each page carries its own policy, with its inline scripts' hashes, as a <meta>.
import { escapeAttribute } from 'entities/escape';
import { inlineScriptHashes } from '@/security/content-security-policy.mjs';
import { pageMetaPolicy, type PolicyPeers } from './static-headers';

const HEAD_OPEN = /<head(\s[^>]*)?>/i;
const CHARSET_META = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i;

/**
 * The document with a policy `<meta>` right after `<meta charset>` (or the opening `<head>`). A policy
 * applies only to what follows it, so a document with a script before that point is refused.
 */
export function withCspMeta(html: string, peers: PolicyPeers = {}): string {
  if (/http-equiv=["']?content-security-policy/i.test(html)) throw new Error('The document already has a Content-Security-Policy <meta>.');
  const anchor = CHARSET_META.exec(html) ?? HEAD_OPEN.exec(html);
  if (!anchor) throw new Error('The document has no <head> to put a Content-Security-Policy <meta> in.');
  const at = anchor.index + anchor[0].length;
  if (/<script\b/i.test(html.slice(0, at))) throw new Error('A <script> comes before the place for the Content-Security-Policy <meta>.');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(pageMetaPolicy(inlineScriptHashes(html), peers))}"/>`;
  return html.slice(0, at) + meta + html.slice(at);
}
