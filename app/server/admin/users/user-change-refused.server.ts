// A change to a user that the portal refuses whatever the form says (the last admin, oneself):
// thrown inside the write, it rolls it back, and the action answers 409 with the reason.
export class UserChangeRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UserChangeRefused";
  }
}
