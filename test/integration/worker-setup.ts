import { inject } from 'vitest';
import { quietSdkWarnings } from '../../lib/local/quiet-warnings';

// Tests that call handlers or the data layer directly need the env a Lambda would get.
quietSdkWarnings();
Object.assign(process.env, inject('stack').env);
