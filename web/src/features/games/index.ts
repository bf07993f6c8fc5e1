export { EventGames, GameStoreContext } from './components/event-games';
export { createGameStore, gameStore, type GameStore } from './store';
