import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {PACKAGE_MANAGERS, type PackageManager} from '../../install';
import styles from './styles.module.css';

interface Props {
  value: PackageManager;
  onChange: (manager: PackageManager) => void;
  disabled?: boolean;
  className?: string;
}

/** A two-way choice between uv and pip, as native radio buttons so arrow keys and forms work as usual. */
export default function PackageManagerSwitch({value, onChange, disabled, className}: Props): ReactNode {
  const name = useId();
  return (
    <fieldset className={clsx(styles.switch, className)} disabled={disabled}>
      <legend className={styles.legend}>Install with</legend>
      <div className={styles.options}>
        {PACKAGE_MANAGERS.map((manager) => (
          <label key={manager} className={styles.option}>
            <input type="radio" name={name} value={manager} checked={value === manager} onChange={() => onChange(manager)} />
            <span>{manager}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
