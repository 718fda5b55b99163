import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import {installCommand, type PackageManager} from '../../install';
import styles from './styles.module.css';

interface Props {
  /** The pip requirement, as in the page's `package` front matter. */
  spec: string;
  manager: PackageManager;
  className?: string;
}

/** How long the button shows that the command was copied. */
const COPIED_MS = 2000;

/** An install command with a button that copies it; the outcome is announced to screen readers. */
export default function InstallCommand({spec, manager, className}: Props): ReactNode {
  const command = installCommand(spec, manager);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(() => {
    window.clearTimeout(timer.current);
    // The clipboard API exists only on secure origins (HTTPS and localhost); elsewhere say so instead of failing silently.
    const write = navigator.clipboard ? navigator.clipboard.writeText(command) : Promise.reject(new Error('no clipboard'));
    write.then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
    timer.current = window.setTimeout(() => setStatus('idle'), COPIED_MS);
  }, [command]);

  return (
    <div className={clsx(styles.install, className)}>
      <code className={styles.command}>{command}</code>
      <button type="button" className={styles.copy} onClick={copy} aria-label={`Copy ${command}`} title="Copy">
        {status === 'copied' ? <IconSuccess className={styles.success} aria-hidden="true" /> : <IconCopy aria-hidden="true" />}
      </button>
      <span className="visually-hidden" role="status">
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copying is not available here; select the command instead' : ''}
      </span>
    </div>
  );
}
