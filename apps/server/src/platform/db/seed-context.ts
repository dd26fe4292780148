/** What the demo seed of each module gets: the demo business groups and the administrator. */
export type DemoContext = {
  /** [distribution centre, dealer] */
  businessGroupIds: number[];
  adminId: number;
};
