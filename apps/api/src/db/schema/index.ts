// Every table of the application, one file per module (DESIGN.md §1); drizzle-kit reads this file.
export {};
