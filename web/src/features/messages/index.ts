export { MessagesPage } from './components/messages-page';
export { MessageButton } from './components/message-button';
