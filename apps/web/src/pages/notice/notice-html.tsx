import type { CSSProperties } from 'react';

/**
 * A notice's body as the server sends it: HTML already reduced to the notice whitelist (p, br,
 * strong, em, u, lists, h3, h4, blockquote, http/https/mailto links) by the notice module, and
 * plain-text notices escaped with their line breaks. Nothing else is ever passed here.
 */
export function NoticeHtml({ html, style, testId }: { html: string; style?: CSSProperties; testId?: string }) {
  return (
    <div
      className="q-notice-html"
      style={{ overflowWrap: 'anywhere', ...style }}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server's strict whitelist (notice-html.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
