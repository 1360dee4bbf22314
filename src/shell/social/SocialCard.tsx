// The Open Graph card of a page (1200×630), drawn by next/og. The renderer takes inline styles
// only, so the card's measures are named here rather than in CSS.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { SOCIAL_CARD_WEIGHTS } from '../fonts/cut-fonts-weights';
import { FONT_FAMILY } from '../fonts/font-subsets';
import { SITE_NAME } from '../../config/site';

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;
const PADDING_PX = 72;
const INK = '#14161f';
const MUTED = '#4a5063';
const ACCENT = '#3a45d6';
const PAPER = '#ffffff';

export type SocialCardContent = { title: string; description?: string; section: string };

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

async function fonts() {
  return Promise.all(
    SOCIAL_CARD_WEIGHTS.map(async (weight) => ({
      name: FONT_FAMILY,
      weight,
      style: 'normal' as const,
      // Cut from the site font by the asset build (src/shell/fonts/cut-fonts.ts).
      data: await readFile(/* turbopackIgnore: true */ path.join(process.cwd(), 'src/shell/fonts/generated', `social-card-${weight}.ttf`)),
    })),
  );
}

export async function socialCard({ title, description, section }: SocialCardContent): Promise<ImageResponse> {
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: PADDING_PX,
        background: PAPER,
        borderTop: `16px solid ${ACCENT}`,
        fontFamily: FONT_FAMILY,
        color: INK,
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, color: ACCENT }}>{clip(section, 60)}</div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 72, fontWeight: 700, lineHeight: 1.1 }}>{clip(title, 80)}</div>
        {description ? <div style={{ fontSize: 32, color: MUTED, lineHeight: 1.35 }}>{clip(description, 160)}</div> : null}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 30, fontWeight: 700 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', width: 48, height: 48, gap: 4 }}>
          <div style={{ width: 22, height: 22, borderRadius: 5, background: '#7c8cff' }} />
          <div style={{ width: 22, height: 22, borderRadius: 5, background: '#ffb547' }} />
          <div style={{ width: 22, height: 22, borderRadius: 5, background: '#3fd3b0' }} />
          <div style={{ width: 22, height: 22, borderRadius: 11, background: INK }} />
        </div>
        {SITE_NAME}
      </div>
    </div>,
    { ...SOCIAL_CARD_SIZE, fonts: await fonts() },
  );
}
