import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {FacetValue} from '../../facets';
import styles from './styles.module.css';

interface Props {
  legend: string;
  values: FacetValue[];
  selected: readonly string[];
  counts: Record<string, number>;
  onToggle: (value: string) => void;
}

/**
 * One facet as a group of checkboxes, each with the number of integrations it would show. A value that
 * would show none is disabled unless it is selected, so it can always be switched off.
 */
export default function FacetGroup({legend, values, selected, counts, onToggle}: Props): ReactNode {
  return (
    <fieldset className={styles.facet}>
      <legend className={styles.facetLegend}>{legend}</legend>
      <div className={styles.chips}>
        {values.map(({value, label}) => {
          const checked = selected.includes(value);
          const count = counts[value] ?? 0;
          return (
            <label key={value} className={clsx(styles.chip, checked && styles.chipChecked)}>
              <input type="checkbox" checked={checked} disabled={!checked && count === 0} onChange={() => onToggle(value)} />
              <span className={styles.chipLabel}>{label}</span>
              <span className={styles.chipCount} aria-hidden="true">
                {count}
              </span>
              <span className="visually-hidden">, {count === 1 ? '1 integration' : `${count} integrations`}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
