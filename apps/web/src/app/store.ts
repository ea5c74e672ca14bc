import { configureStore } from '@reduxjs/toolkit';
import { dynamicMiddleware, rootReducer } from '@/lib/store/root-reducer';

export function makeStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
