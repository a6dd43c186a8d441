// A clock set ahead for a server under test: loaded with `node --import`, it moves Date (and so
// every "now" the server takes) CLOCK_OFFSET_MS into the future, as if that much time had passed.
// Test infrastructure only: the app itself never reads this variable.
const offset = Number(process.env.CLOCK_OFFSET_MS ?? '0');
const RealDate = globalThis.Date;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ShiftedDate;
