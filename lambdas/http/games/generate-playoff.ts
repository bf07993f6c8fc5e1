import { generatePlayoff as generate } from '../../domain/games/games';
import { route } from '../../middleware/http';

export const generatePlayoff = route('generatePlayoff', ({ user, params, body }) => generate(user, params.gameId, body));
