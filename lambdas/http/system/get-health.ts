import { route } from '../../middleware/http';

export const getHealth = route('getHealth', async () => ({ ok: true as const, time: new Date().toISOString() }));
