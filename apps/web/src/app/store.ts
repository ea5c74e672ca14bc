import { configureStore } from '@reduxjs/toolkit';
import { dynamicMiddleware, registerStoreDispatch, rootReducer } from '@/lib/store/root-reducer';

export function makeStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  registerStoreDispatch(store.dispatch);
  return store;
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
