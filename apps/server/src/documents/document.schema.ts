// Tables of the document engine.
export {};
