// Wraps the card icon to draw an SVG that follows the colour mode, where the theme draws emoji that show as empty boxes without an emoji font.
import type {ComponentType, ReactNode} from 'react';
import Icon from '@theme-init/DocCard/Heading/Icon';
import type {Props} from '@theme/DocCard/Heading/Icon';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import Folder from 'lucide-react/icons/folder';
import {cardIconKind, type CardIconKind} from '../../../../card-icon';
import styles from './styles.module.css';

const glyphs: Record<CardIconKind, ComponentType<{className?: string; 'aria-hidden'?: boolean; focusable?: boolean}>> = {
  category: Folder,
  page: FileText,
  external: ExternalLink,
};

export default function DocCardHeadingIconWrapper({item}: Props): ReactNode {
  const kind = cardIconKind(item);
  const Glyph = glyphs[kind];
  return <Icon item={item} icon={<Glyph className={styles.glyph} aria-hidden focusable={false} data-card-icon={kind} />} />;
}
