// Tables of the basic-data module.
export {};
