// Only GEOS's reentrant (context handle, `_r`) API is visible, so every call is safe on every core.
#define GEOS_USE_ONLY_R_API
#include <geos_c.h>
