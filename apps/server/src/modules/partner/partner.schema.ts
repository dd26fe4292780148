// Tables of the partner module.
export {};
