// Tables of the warehouse module.
export {};
