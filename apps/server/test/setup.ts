import { afterAll } from 'vitest';
import { closeTestApps } from './helpers';

afterAll(closeTestApps);
