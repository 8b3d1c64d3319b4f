// The full order form on its own chunk: only the new_order area loads it (React.lazy).
export { NewOrderForm as default } from '@bb/dashboard';
