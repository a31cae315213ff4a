// Placeholder: the shop settings table (issue #19) is defined here.
export {};
