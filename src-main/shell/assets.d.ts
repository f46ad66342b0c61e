// Types of electron-vite's `?asset` imports (a file copied into the build; its path at run time).
/// <reference types="electron-vite/node" />
