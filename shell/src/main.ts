// Async boundary: Module Federation negotiates the shared singletons before React loads.
import('./bootstrap');
