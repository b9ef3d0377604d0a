/** The time source every service takes (tests and the local stack pass a fixed or moved one). */
export type Clock = () => Date;
