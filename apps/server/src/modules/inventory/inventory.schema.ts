// Tables of the inventory module.
export {};
