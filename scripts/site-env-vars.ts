/** Prints the environment variables the site reads (src/config/env.ts), one per line, for shell scripts. */
import {SITE_ENV_VARS} from '../src/config/env';

console.log(SITE_ENV_VARS.join('\n'));
