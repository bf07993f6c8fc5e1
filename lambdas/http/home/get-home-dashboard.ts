import { getHomeDashboard as fn } from '../../domain/home/dashboard';
import { route } from '../../middleware/http';

export const getHomeDashboard = route('getHomeDashboard', ({ user }) => fn(user));
