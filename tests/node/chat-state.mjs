// What useChat keeps in React state, as a plain object: the AI SDK's AbstractChat outside React.
// Shared by chat.mjs and regenerate.mjs.
import { AbstractChat } from "ai";

class State {
  constructor() {
    this.status = "ready";
    this.error = undefined;
    this.messages = [];
  }
  pushMessage(message) {
    this.messages = [...this.messages, message];
  }
  popMessage() {
    this.messages = this.messages.slice(0, -1);
  }
  replaceMessage(index, message) {
    this.messages = [...this.messages.slice(0, index), message, ...this.messages.slice(index + 1)];
  }
  snapshot = (value) => structuredClone(value);
}

export class Chat extends AbstractChat {
  constructor(options) {
    super({ ...options, state: new State() });
  }
}
