// Wraps the card icon to draw an SVG that follows the colour mode, where the theme draws emoji that show as empty boxes without an emoji font.
import type {ComponentType, ReactNode, SVGProps} from 'react';
import Icon from '@theme-init/DocCard/Heading/Icon';
import type {Props} from '@theme/DocCard/Heading/Icon';
// Lucide's icons as plain SVG files, turned into components at build time: no icon runtime in the bundle.
import ExternalLink from 'lucide-static/icons/external-link.svg';
import FileText from 'lucide-static/icons/file-text.svg';
import Folder from 'lucide-static/icons/folder.svg';
import {cardIconKind, type CardIconKind} from '../../../../card-icon';
import styles from './styles.module.css';

const glyphs: Record<CardIconKind, ComponentType<SVGProps<SVGSVGElement>>> = {
  category: Folder,
  page: FileText,
  external: ExternalLink,
};

export default function DocCardHeadingIconWrapper({item}: Props): ReactNode {
  const kind = cardIconKind(item);
  const Glyph = glyphs[kind];
  return <Icon item={item} icon={<Glyph className={styles.glyph} aria-hidden="true" focusable="false" data-card-icon={kind} />} />;
}
